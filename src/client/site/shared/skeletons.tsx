import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTrans } from '@client/i18n/trans';
import { CAROUSEL_ITEM_WIDTHS, type CarouselItemKind } from './carousel';
import { IMAGE_RATIOS } from './media-image';
import { GRID_COLUMNS, type GridKind } from './poster-grid';
import { TITLE_CARD_TEXT_HEIGHT } from './title-card';

/** The hero's height per breakpoint, shared by the hero and its skeleton. */
export const HERO_HEIGHT = { xs: 460, sm: 500, md: 560, lg: 620 } as const;

function CardSkeleton({ kind }: { kind: GridKind | CarouselItemKind }) {
  if (kind === 'landscape') {
    return (
      <Skeleton
        variant="rounded"
        sx={{ width: '100%', height: 'auto', aspectRatio: String(IMAGE_RATIOS.backdrop) }}
      />
    );
  }
  if (kind === 'news') {
    return (
      <Box>
        <Skeleton
          variant="rounded"
          sx={{ width: '100%', height: 'auto', aspectRatio: String(IMAGE_RATIOS.still) }}
        />
        <Skeleton sx={{ mt: 1.5, fontSize: 17 }} />
        <Skeleton width="70%" sx={{ fontSize: 17 }} />
        <Skeleton width="40%" sx={{ mt: 0.5 }} />
      </Box>
    );
  }
  return (
    <Box>
      <Skeleton
        variant="rounded"
        sx={{ width: '100%', height: 'auto', aspectRatio: String(IMAGE_RATIOS.poster) }}
      />
      <Box sx={{ pt: 1, height: TITLE_CARD_TEXT_HEIGHT }}>
        <Skeleton width="80%" sx={{ fontSize: 15 }} />
        <Skeleton width="40%" sx={{ fontSize: 14 }} />
      </Box>
    </Box>
  );
}

/** A grid of placeholder cards with the real grid's columns. */
export function GridSkeleton({ kind = 'poster', count = 12 }: { kind?: GridKind; count?: number }) {
  const { trans } = useTrans();
  return (
    <Box
      role="progressbar"
      aria-label={trans('Loading')}
      aria-busy
      sx={{
        display: 'grid',
        gridTemplateColumns: GRID_COLUMNS[kind],
        columnGap: { xs: 1.5, sm: 2, md: 2.5 },
        rowGap: { xs: 3, md: 4 },
      }}
    >
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} kind={kind} />
      ))}
    </Box>
  );
}

/** A carousel row being loaded: its heading bar and a strip of placeholder cards. */
export function RowSkeleton({
  kind = 'poster',
  count = 8,
}: {
  kind?: CarouselItemKind | 'news';
  count?: number;
}) {
  return (
    <Box aria-hidden>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, minHeight: 36 }}>
        <Skeleton width={200} sx={{ fontSize: 24 }} />
      </Box>
      {kind === 'news' ? (
        <GridSkeleton kind="news" count={3} />
      ) : (
        <Box sx={{ display: 'flex', gap: 2, overflow: 'hidden', py: 1 }}>
          {Array.from({ length: count }, (_, index) => (
            <Box key={index} sx={{ flex: '0 0 auto', width: CAROUSEL_ITEM_WIDTHS[kind] }}>
              <CardSkeleton kind={kind} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The homepage hero being loaded. */
export function HeroSkeleton() {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'relative',
        height: HERO_HEIGHT,
        bgcolor: 'action.hover',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          left: { xs: 16, md: 48 },
          right: 16,
          bottom: { xs: 32, md: 72 },
          maxWidth: 640,
        }}
      >
        <Skeleton width={120} sx={{ fontSize: 14 }} />
        <Skeleton width="80%" sx={{ fontSize: { xs: 36, md: 56 } }} />
        <Skeleton width="50%" sx={{ fontSize: 16, mb: 1 }} />
        <Skeleton sx={{ fontSize: 16 }} />
        <Skeleton width="90%" sx={{ fontSize: 16 }} />
        <Box sx={{ display: 'flex', gap: 1.5, mt: 3 }}>
          <Skeleton variant="rounded" width={150} height={48} />
          <Skeleton variant="rounded" width={130} height={48} />
        </Box>
      </Box>
    </Box>
  );
}
