import { Navigate } from 'react-router';
import { useAuth } from '@client/auth/use-auth';
import { errorStatus } from '@client/http/api-error';
import { ErrorPage } from '@client/ui/errors/error-page';
import { NotFoundPage } from '@client/ui/errors/not-found-page';

/**
 * What a page shows when its data failed to load (spec 8): the not-found page for a 404, the
 * login page for a visitor refused with 401/403, otherwise the generic error page.
 */
export function QueryErrorPage({ error }: { error: unknown }) {
  const { user } = useAuth();
  const status = errorStatus(error);
  if (status === 404) return <NotFoundPage />;
  if ((status === 401 || status === 403) && !user) return <Navigate to="/login" replace />;
  return <ErrorPage />;
}
