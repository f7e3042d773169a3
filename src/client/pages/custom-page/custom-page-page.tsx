import { useEffect } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isApiError } from '@client/http/api-error';
import { useHideNavbar } from '@client/app/layout/navbar-visibility';
import { ErrorPage } from '@client/ui/errors/error-page';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { PageLoader } from '@client/ui/page-loader';
import { usePageSeo } from './use-page-seo';
import { useCustomPage } from './use-custom-page';

/** Typography for HTML written in the admin (already sanitised by the server). */
const bodySx = {
  typography: 'body1',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& h1, & h2, & h3, & h4': { lineHeight: 1.3, mt: 4, mb: 1.5 },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& a': { color: 'primary.main' },
  '& table': { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', p: 1 },
  '& pre': { overflowX: 'auto' },
} as const;

/** Routes pages/:pageSlug and pages/:pageId/:pageSlug (spec 2.7). */
export function CustomPagePage() {
  const { pageId, pageSlug } = useParams();
  const idOrSlug = pageId ?? pageSlug ?? '';
  const query = useCustomPage(idOrSlug);
  usePageSeo(query.data?.seo, query.data?.set_seo === true);
  useHideNavbar(Boolean(query.data?.page.hide_nav));

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [idOrSlug]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return isApiError(query.error) && query.error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
  }
  const { page } = query.data;
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 700, mb: 4, fontSize: { xs: 32, md: 48 } }}
      >
        {page.title}
      </Typography>
      <Box sx={bodySx} dangerouslySetInnerHTML={{ __html: page.body }} />
    </Container>
  );
}
