import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { siteUrl } from '@client/app/layout/site-url';
import { useThemeToggle } from '@client/appearance/themes/use-theme-toggle';
import { useAuth } from '@client/auth/use-auth';
import { apiClient } from '@client/http/api-client';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { PageLoader } from '@client/ui/page-loader';

/** Swagger UI is heavy: a chunk of its own, loaded by this page only. */
const SwaggerViewer = lazy(() => import('./swagger-viewer'));

export const OPENAPI_DOCUMENT_QUERY_KEY = ['openapi-document'] as const;

/**
 * Route /api-docs (spec 2.7): the API's OpenAPI document, with try-it requests made as the
 * visitor (their session, or a token pasted under Authorize). A refusal or a switched-off API
 * goes to the route's error page (not found, or sign in for a visitor).
 */
export function ApiDocsPage() {
  const { trans } = useTrans();
  const { base_path } = useBootstrapData();
  const { isLoggedIn } = useAuth();
  const { isDark } = useThemeToggle();
  useDocumentTitle(trans('API documentation'));
  const document = useQuery({
    queryKey: OPENAPI_DOCUMENT_QUERY_KEY,
    queryFn: () => apiClient.get<object>('openapi.json'),
    staleTime: Infinity,
    throwOnError: true,
  });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1.5 }}>
        <Trans message="API documentation" />
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
        <Trans message="Try it out sends requests as you: with your session when you are signed in, or with an API token you paste under Authorize." />{' '}
        {isLoggedIn && (
          <Link href={siteUrl('account-settings#developers', base_path)}>
            <Trans message="Create an API token" />
          </Link>
        )}{' '}
        <Link href={siteUrl('api/v1/openapi.json', base_path)}>
          <Trans message="The OpenAPI 3.1 document (JSON)" />
        </Link>
      </Typography>
      <Box sx={{ mt: 2 }}>
        {document.data ? (
          <Suspense fallback={<PageLoader />}>
            <SwaggerViewer document={document.data} isDark={isDark} />
          </Suspense>
        ) : (
          <PageLoader />
        )}
      </Box>
    </Container>
  );
}
