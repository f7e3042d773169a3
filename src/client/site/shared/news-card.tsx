import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { NewsArticleSummary } from '@common/api/news';
import { newsArticleUrl } from '@common/catalogue/catalogue-urls';
import { useFormatDate } from './format';
import { MediaImage } from './media-image';

interface NewsCardProps {
  article: NewsArticleSummary;
  /**
   * 'card': image above the text (grids); 'row': an image beside it (lists); 'compact': a small
   * image and no excerpt (sidebars).
   */
  variant?: 'card' | 'row' | 'compact';
  eager?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Hide the excerpt (compact sidebars). */
  hideExcerpt?: boolean;
}

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

/** A news article in a grid or list: image, headline, source and date, all one link. */
export function NewsCard({
  article,
  variant = 'card',
  eager,
  headingLevel = 'h3',
  hideExcerpt,
}: NewsCardProps) {
  const formatDate = useFormatDate();
  const compact = variant === 'compact';
  const row = variant === 'row' || compact;
  const meta = [article.source ?? article.byline, formatDate(article.created_at)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box component="article" sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={newsArticleUrl(article)}
        underline="none"
        color="inherit"
        sx={{
          display: row ? 'grid' : 'block',
          gridTemplateColumns: compact
            ? '104px minmax(0, 1fr)'
            : row
              ? { xs: '112px minmax(0, 1fr)', sm: '176px minmax(0, 1fr)' }
              : undefined,
          gap: row ? 2 : 0,
          alignItems: 'start',
          borderRadius: 1,
          '&:hover h2, &:hover h3, &:hover h4': { color: 'primary.main' },
        }}
      >
        <MediaImage src={article.image} alt="" kind="still" eager={eager} />
        <Box sx={{ pt: row ? 0 : 1.5, minWidth: 0 }}>
          <Typography
            component={headingLevel}
            sx={{
              fontWeight: 700,
              fontSize: row ? 15 : 17,
              lineHeight: 1.35,
              transition: 'color 150ms',
              ...clamp(row ? 3 : 2),
            }}
          >
            {article.title}
          </Typography>
          {meta ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} noWrap={!compact}>
              {meta}
            </Typography>
          ) : null}
          {!hideExcerpt && !compact && article.excerpt ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                mt: 1,
                ...clamp(row ? 2 : 3),
                display: row ? { xs: 'none', sm: '-webkit-box' } : '-webkit-box',
              }}
            >
              {article.excerpt}
            </Typography>
          ) : null}
        </Box>
      </Link>
    </Box>
  );
}
