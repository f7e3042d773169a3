import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';
import { useAuth } from '../../auth/use-auth';
import { isApiError } from '../../http/api-error';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';

/** The HTTP status behind a route error: a thrown Response / data() or a failed api call. */
export function errorStatusOf(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error)) return error.status;
  return undefined;
}

interface RouteErrorBoundaryProps {
  /** Where a 404 goes instead of the not-found page, when the site configures one. */
  notFoundRedirect?: string;
}

/** react-router `errorElement` implementing spec 2.1 and the page load rows of spec 8. */
export function RouteErrorBoundary({ notFoundRedirect }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  const { user } = useAuth();
  const status = errorStatusOf(error);

  if (status === 404) {
    return notFoundRedirect ? <Navigate to={notFoundRedirect} replace /> : <NotFoundPage />;
  }
  if ((status === 401 || status === 403) && !user) return <Navigate to="/login" replace />;
  return <ErrorPage />;
}
