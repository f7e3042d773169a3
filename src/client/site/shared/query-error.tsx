import { isApiError } from '@client/http/api-error';
import { ErrorPage } from '@client/ui/errors/error-page';
import { NotFoundPage } from '@client/ui/errors/not-found-page';

/** A failed page query: the 404 page when the API said 404, otherwise the generic error page. */
export function QueryErrorPage({ error }: { error: unknown }) {
  return isApiError(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}
