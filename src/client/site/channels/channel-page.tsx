import { useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ChannelPageResponse } from '@common/catalogue/catalogue-types';
import { channelHeading, channelPageTitle } from '@common/catalogue/channel-heading';
import { useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { EmptyState } from '../shared/empty-state';
import { visuallyHidden } from '@client/ui/visually-hidden';
import { QueryErrorPage } from '../shared/query-error';
import { useApiQuery } from '../shared/use-api-query';
import { ChannelFilterBar } from './channel-filter-bar';
import { ChannelGrid, ChannelGridSkeleton } from './channel-grid';
import { ChannelPagination } from './channel-pagination';
import { channelApiParams } from './channel-query';
import { accentColor } from '../shared/accent-color';

const DEFAULT_ORDER = 'popularity:desc';

/**
 * Routes {slugOrId}, channel/{slugOrId} and their {restriction} variants (spec 2.8): a channel's
 * heading and description, the filter bar for title channels, one page of its content laid out
 * by content type, and page links.
 */
export function ChannelPage() {
  const { trans } = useTrans();
  const { slugOrId = '', restriction } = useParams();
  const [search] = useSearchParams();
  const path = `channels/${slugOrId}`;
  const query = useApiQuery<ChannelPageResponse>(path, channelApiParams(restriction, search), {
    // while another page or filter loads, keep showing this channel's current page
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === path ? previous : undefined,
  });
  const data = query.data;
  const titles = data ? channelHeading(data) : null;
  useDocumentTitle(data ? channelPageTitle(data) : null);

  if (query.isError && !data) return <QueryErrorPage error={query.error} />;

  const channel = data?.channel;
  const isTitleChannel = channel?.content_type === 'title';
  const stale = query.isPlaceholderData;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3, md: 4 } }}>
      <Box component="header" sx={{ mb: { xs: 3, md: 4 }, maxWidth: 880 }}>
        {titles?.overline ? (
          <Typography
            sx={{
              textTransform: 'uppercase',
              letterSpacing: '0.1em',
              fontWeight: 700,
              fontSize: 13,
              color: accentColor,
              mb: 0.5,
            }}
          >
            {titles.overline}
          </Typography>
        ) : null}
        <Typography
          component="h1"
          sx={
            channel?.hide_title
              ? visuallyHidden
              : {
                  fontWeight: 800,
                  fontSize: { xs: 28, md: 40 },
                  lineHeight: 1.15,
                  letterSpacing: '-0.01em',
                }
          }
        >
          {titles ? titles.heading : <Skeleton width={280} />}
        </Typography>
        {channel?.description ? (
          <Typography color="text.secondary" sx={{ mt: 1, fontSize: { xs: 15, md: 17 } }}>
            {channel.description}
          </Typography>
        ) : null}
      </Box>
      {data && isTitleChannel ? (
        <ChannelFilterBar
          genres={data.filters.genres}
          languages={data.filters.languages}
          defaultOrder={data.channel.default_order ?? DEFAULT_ORDER}
          hideGenre={Boolean(data.restriction) && data.channel.restriction === 'genre'}
        />
      ) : null}
      {!data ? (
        <ChannelGridSkeleton />
      ) : data.content.data.length === 0 ? (
        <EmptyState />
      ) : (
        <Box
          aria-busy={stale || undefined}
          sx={{ opacity: stale ? 0.55 : 1, transition: 'opacity 200ms' }}
        >
          {data.content.total > 0 && data.channel.content_type !== 'channel' ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} role="status">
              {trans(':count result |||| :count results', { count: data.content.total })}
            </Typography>
          ) : null}
          <ChannelGrid
            channel={data.channel}
            items={data.content.data}
            firstRank={data.content.from ?? 1}
          />
          <ChannelPagination page={data.content.current_page} lastPage={data.content.last_page} />
        </Box>
      )}
    </Container>
  );
}
