import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { isApiError } from '@client/http/api-error';
import { Trans } from '@client/i18n/trans';
import { IMAGE_RATIOS, type ImageKind } from '@client/site/shared/media-image';
import { ErrorPage } from '@client/ui/errors/error-page';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { HeroColumns } from './hero';
import type { Responsive } from './scroller';
import { visuallyHidden } from '@client/ui/visually-hidden';

/** Spec 8: a 404 from the API shows the not-found page, any other failure the error page. */
export function QueryError({ error }: { error: unknown }) {
  return isApiError(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}

/** Announces loading to assistive technology while the skeleton shows. */
function LoadingStatus() {
  return (
    <Box role="status" sx={visuallyHidden}>
      <Trans message="Loading page..." />
    </Box>
  );
}

function ImageSkeleton({ kind }: { kind: ImageKind }) {
  return (
    <Skeleton
      variant="rounded"
      sx={{ width: '100%', height: 'auto', aspectRatio: String(IMAGE_RATIOS[kind]) }}
    />
  );
}

/** A row of card placeholders with the final cards' widths and image ratios. */
export function RowSkeleton({
  itemWidth,
  kind,
  count = 8,
  lines = 2,
}: {
  itemWidth: Responsive;
  kind: ImageKind;
  count?: number;
  lines?: number;
}) {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: itemWidth,
        gap: { xs: 1.5, md: 2 },
        overflow: 'hidden',
        pb: 1.5,
      }}
    >
      {Array.from({ length: count }, (_, index) => (
        <Box key={index}>
          <ImageSkeleton kind={kind} />
          {Array.from({ length: lines }, (_, line) => (
            <Skeleton key={line} width={line ? '50%' : '80%'} sx={{ mt: line ? 0 : 1 }} />
          ))}
        </Box>
      ))}
    </Box>
  );
}

function SectionSkeleton({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ mb: { xs: 4, md: 5 } }}>
      <Skeleton width={180} height={36} sx={{ mb: 2 }} />
      {children}
    </Box>
  );
}

/**
 * The shape of a title, season, episode or person page while its data loads: a hero with the
 * artwork's box and text lines, then rows of cards, at the sizes the page will have.
 */
export function CataloguePageSkeleton({
  art = 'poster',
  artWidth = 300,
  rows = [{ itemWidth: { xs: 120, md: 150 }, kind: 'profile' }],
}: {
  art?: ImageKind | null;
  artWidth?: number;
  rows?: { itemWidth: Responsive; kind: ImageKind }[];
}) {
  const text = (
    <Box>
      <Skeleton width="70%" sx={{ fontSize: { xs: 30, md: 44 } }} />
      <Skeleton width="45%" />
      <Box sx={{ display: 'flex', gap: 1, my: 2 }}>
        <Skeleton variant="rounded" width={80} height={32} />
        <Skeleton variant="rounded" width={80} height={32} />
        <Skeleton variant="rounded" width={80} height={32} />
      </Box>
    </Box>
  );
  const body = (
    <Box>
      <Skeleton variant="rounded" width={180} height={44} sx={{ mb: 3 }} />
      <Skeleton />
      <Skeleton />
      <Skeleton width="60%" />
    </Box>
  );
  return (
    <Box aria-busy="true">
      <LoadingStatus />
      <Box
        sx={{
          bgcolor: 'action.hover',
          minHeight: { md: 420 },
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <Container maxWidth="lg" sx={{ pt: { xs: 16, sm: 22, md: 5 }, pb: { xs: 3, md: 5 } }}>
          {art ? (
            <HeroColumns
              art={<ImageSkeleton kind={art} />}
              header={text}
              body={body}
              artWidth={artWidth}
            />
          ) : (
            <Box sx={{ maxWidth: 760 }}>
              {text}
              {body}
            </Box>
          )}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {rows.map((row, index) => (
          <SectionSkeleton key={index}>
            <RowSkeleton itemWidth={row.itemWidth} kind={row.kind} />
          </SectionSkeleton>
        ))}
      </Container>
    </Box>
  );
}

/** A plain page's loading state (full-credits, videos, images): heading and list lines. */
export function ListPageSkeleton({ kind = 'still' }: { kind?: ImageKind }) {
  return (
    <Container maxWidth="lg" aria-busy="true" sx={{ py: { xs: 3, md: 5 } }}>
      <LoadingStatus />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 4 }}>
        <Box sx={{ width: 64 }}>
          <ImageSkeleton kind="poster" />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="60%" sx={{ fontSize: 32 }} />
        </Box>
      </Box>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: kind === 'profile' ? 'repeat(2, 1fr)' : '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
          },
          gap: 2,
        }}
      >
        {Array.from({ length: 9 }, (_, index) => (
          <Box key={index}>
            <ImageSkeleton kind={kind} />
            <Skeleton width="70%" sx={{ mt: 1 }} />
          </Box>
        ))}
      </Box>
    </Container>
  );
}
