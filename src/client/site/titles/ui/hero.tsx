import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { Theme } from '@mui/material/styles';
import { useImageUrl } from '@client/site/shared/media-image';

interface HeroProps {
  /** Backdrop or still behind the hero; a plain band when absent. */
  image: string | null | undefined;
  /** Blur and dim the image (for pages whose hero art is a stand-in, e.g. a person's). */
  subtle?: boolean;
  children: ReactNode;
  /** Minimum height on desktop (px), so the skeleton and the page match. */
  minHeight?: number;
}

const background = (theme: Theme) => (theme.vars ?? theme).palette.background.default;

/**
 * The top band of a title, season, episode or person page: the artwork fades into the page's
 * background colour (left to right on desktop, top to bottom on phones, where it is a banner),
 * so text on it reads in both light and dark themes.
 */
export function Hero({ image, subtle, children, minHeight = 420 }: HeroProps) {
  const url = useImageUrl(image);
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        bgcolor: 'action.hover',
        minHeight: { md: minHeight },
        display: 'flex',
        alignItems: 'center',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          aria-hidden
          decoding="async"
          fetchPriority="high"
          sx={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            height: { xs: 240, sm: 320, md: '100%' },
            objectFit: 'cover',
            objectPosition: 'center 25%',
            opacity: subtle ? 0.35 : 1,
            filter: subtle ? 'blur(18px) saturate(1.2)' : undefined,
            transform: subtle ? 'scale(1.1)' : undefined,
          }}
        />
      ) : null}
      <Box
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          inset: 0,
          background: {
            xs: `linear-gradient(to bottom, ${theme.alpha(background(theme), 0.25)} 0px, ${theme.alpha(background(theme), 0.85)} 170px, ${background(theme)} 240px)`,
            sm: `linear-gradient(to bottom, ${theme.alpha(background(theme), 0.2)} 0px, ${theme.alpha(background(theme), 0.85)} 240px, ${background(theme)} 320px)`,
            md: `linear-gradient(to right, ${background(theme)} 0%, ${theme.alpha(background(theme), 0.92)} 35%, ${theme.alpha(background(theme), 0.55)} 70%, ${theme.alpha(background(theme), 0.3)} 100%)`,
          },
        })}
      />
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          pt: { xs: url ? 16 : 3, sm: url ? 22 : 4, md: 5 },
          pb: { xs: 3, md: 5 },
        }}
      >
        {children}
      </Container>
    </Box>
  );
}

/**
 * The columns of a hero: artwork beside the header (h1 and facts) and the body (rating,
 * actions, summary). On phones the artwork shrinks beside the header and the body runs full
 * width below them.
 */
export function HeroColumns({
  art,
  header,
  body,
  artWidth = 300,
}: {
  art: ReactNode;
  header: ReactNode;
  body?: ReactNode;
  artWidth?: number;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '112px minmax(0, 1fr)',
          sm: '160px minmax(0, 1fr)',
          md: `${artWidth}px minmax(0, 1fr)`,
        },
        gridTemplateRows: { md: '1fr auto auto 1fr' },
        gridTemplateAreas: {
          xs: '"art header" "body body"',
          md: '"art ." "art header" "art body" "art ."',
        },
        columnGap: { xs: 2, md: 5 },
        rowGap: { xs: 2.5, md: 2 },
      }}
    >
      <Box sx={{ gridArea: 'art', alignSelf: 'start', boxShadow: 8, borderRadius: 1 }}>{art}</Box>
      <Box sx={{ gridArea: 'header', minWidth: 0, alignSelf: 'end' }}>{header}</Box>
      {body ? <Box sx={{ gridArea: 'body', minWidth: 0 }}>{body}</Box> : null}
    </Box>
  );
}
