import { useState } from 'react';
import Box from '@mui/material/Box';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { siteUrl } from '@client/app/layout/site-url';

/** Aspect ratios of catalogue images (width / height). */
export const IMAGE_RATIOS = {
  poster: 2 / 3,
  profile: 2 / 3,
  backdrop: 16 / 9,
  still: 16 / 9,
} as const;

export type ImageKind = keyof typeof IMAGE_RATIOS;

interface MediaImageProps {
  src: string | null | undefined;
  alt: string;
  kind: ImageKind;
  /** Eager-load images above the fold (the hero, the first row). */
  eager?: boolean;
  /** Fetch with high priority (the page's largest image). */
  priority?: boolean;
  /** Rounded corners in theme spacing units. */
  radius?: number;
  sizes?: string;
}

/** Resolves a stored image path against the base path; absolute URLs pass through. */
export function useImageUrl(src: string | null | undefined): string | null {
  const { base_path } = useBootstrapData();
  return src ? siteUrl(src, base_path) : null;
}

/**
 * A catalogue image in a box of fixed aspect ratio, so the page never shifts while it loads;
 * lazy by default, with a neutral placeholder when there is no image or it fails.
 */
export function MediaImage({
  src,
  alt,
  kind,
  eager,
  priority,
  radius = 1,
  sizes,
}: MediaImageProps) {
  const url = useImageUrl(src);
  // Remembers which URL failed, so a new src gets its own chance.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = url !== null && failedUrl === url;
  const Placeholder = kind === 'profile' ? PersonOutlineIcon : MovieOutlinedIcon;
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: String(IMAGE_RATIOS[kind]),
        borderRadius: radius,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {url && !failed ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          sizes={sizes}
          onError={() => setFailedUrl(url)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
          }}
        />
      ) : (
        <Placeholder aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
      )}
    </Box>
  );
}
