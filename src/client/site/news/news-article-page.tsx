import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { NewsArticleResponse } from '@common/api/news';
import { parseRouteId } from '@common/catalogue/route-id';
import { Trans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { useFormatDate } from '../shared/format';
import { HtmlBody } from '../shared/html-body';
import { MediaImage } from '../shared/media-image';
import { NewsCard } from '../shared/news-card';
import { QueryErrorPage } from '../shared/query-error';
import { useApiQuery } from '../shared/use-api-query';
import { useRecordVisit } from '../shared/use-record-visit';
import { accentColor } from '../shared/accent-color';
import { LazyCommentsSection } from '@client/site/shared/lazy-sections';

function ArticleSkeleton() {
  return (
    <Box aria-busy>
      <Skeleton width={120} sx={{ fontSize: 14 }} />
      <Skeleton sx={{ fontSize: { xs: 30, md: 44 } }} />
      <Skeleton width="60%" sx={{ fontSize: { xs: 30, md: 44 } }} />
      <Skeleton width={240} sx={{ mt: 1, mb: 3 }} />
      <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} sx={{ mt: index === 0 ? 3 : 0, fontSize: 17 }} />
      ))}
    </Box>
  );
}

/** Route news/{articleId}: the article with its image, byline and body, comments, related news. */
export function NewsArticlePage() {
  const { articleId } = useParams();
  const id = parseRouteId(articleId);
  const formatDate = useFormatDate();
  const query = useApiQuery<NewsArticleResponse>(`news/${id ?? 0}`, {}, { enabled: id !== null });
  const article = query.data?.article;
  useDocumentTitle(article?.title);
  useRecordVisit('news', article?.id);

  if (id === null) return <NotFoundPage />;
  if (query.isError) return <QueryErrorPage error={query.error} />;

  const related = query.data?.related ?? [];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
          gap: { xs: 5, md: 6 },
          alignItems: 'start',
        }}
      >
        {!article ? (
          <ArticleSkeleton />
        ) : (
          <Box component="article" sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to="/news"
              underline="hover"
              sx={{
                color: accentColor,
                fontWeight: 700,
                fontSize: 13,
                textTransform: 'uppercase',
                letterSpacing: '0.1em',
              }}
            >
              <Trans message="News" />
            </Link>
            <Typography
              component="h1"
              sx={{
                fontWeight: 800,
                fontSize: { xs: 30, md: 44 },
                lineHeight: 1.15,
                letterSpacing: '-0.01em',
                mt: 1,
              }}
            >
              {article.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
              {article.byline ? (
                <>
                  <Trans message="By :name" values={{ name: article.byline }} />
                  {' · '}
                </>
              ) : null}
              {article.source ? (
                <>
                  {article.source}
                  {' · '}
                </>
              ) : null}
              <time dateTime={article.created_at}>{formatDate(article.created_at, true)}</time>
            </Typography>
            {article.image ? (
              <Box component="figure" sx={{ m: 0, mb: 4 }}>
                <MediaImage
                  src={article.image}
                  alt={article.title}
                  kind="still"
                  priority
                  radius={2}
                />
              </Box>
            ) : null}
            <HtmlBody html={article.body} />
            <Divider sx={{ my: { xs: 4, md: 6 } }} />
            <LazyCommentsSection commentableType="news" commentableId={article.id} />
          </Box>
        )}
        <Box
          component="aside"
          aria-labelledby="related-news"
          sx={{ position: { md: 'sticky' }, top: { md: 88 } }}
        >
          <Typography
            id="related-news"
            component="h2"
            sx={{ fontWeight: 700, fontSize: 20, mb: 2 }}
          >
            <Trans message="More news" />
          </Typography>
          {!query.data ? (
            Array.from({ length: 4 }, (_, index) => (
              <Box
                key={index}
                sx={{ display: 'grid', gridTemplateColumns: '104px 1fr', gap: 2, mb: 2 }}
              >
                <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '16 / 9' }} />
                <Box>
                  <Skeleton />
                  <Skeleton width="60%" />
                </Box>
              </Box>
            ))
          ) : related.length ? (
            <Box role="list" sx={{ display: 'grid', gap: 2.5 }}>
              {related.map((item) => (
                <Box role="listitem" key={item.id}>
                  <NewsCard article={item} variant="compact" />
                </Box>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">
              <Trans message="There are no items matching your query" />
            </Typography>
          )}
        </Box>
      </Box>
    </Container>
  );
}
