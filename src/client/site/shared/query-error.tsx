import { isApiError } from '@client/http/api-error';
import { ErrorPage } from '@client/ui/errors/error-page';
import { NotFoundPage } from '@client/ui/errors/not-found-page';

/** A failed page query: the 404 page when the API said 404, otherwise the generic error page. */
export function QueryErrorPage({ error }: { error: unknown }) {
  return isApiError(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}

/** Ids in the URL must be positive integers; anything else is a 404 without asking the API. */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
