import Box from '@mui/material/Box';
import { useState } from 'react';
import { useFileUrl } from '../../uploads';
import { FileTypeIcon } from './file-type-icon';
import type { FileEntryRecord } from './file-record';

interface FilePreviewProps {
  entry: FileEntryRecord;
  /** 'thumbnail' fills a card's frame; 'full' shows the file at its size with video controls. */
  variant: 'thumbnail' | 'full';
}

/** An image, a video's first frame (or player), or the type's icon when nothing can be shown. */
export function FilePreview({ entry, variant }: FilePreviewProps) {
  const fileUrl = useFileUrl();
  const [broken, setBroken] = useState(false);
  const src = fileUrl(entry.url);
  const full = variant === 'full';
  const media = {
    display: 'block',
    width: 1,
    height: full ? 'auto' : 1,
    maxHeight: full ? '70vh' : undefined,
    objectFit: full ? 'contain' : 'cover',
  } as const;

  if (!broken && entry.type === 'image') {
    return (
      <Box
        component="img"
        src={src}
        alt={full ? entry.name : ''}
        loading="lazy"
        onError={() => setBroken(true)}
        sx={media}
      />
    );
  }
  if (!broken && entry.type === 'video') {
    return (
      <Box
        component="video"
        // a moment in, so the thumbnail is a frame rather than a black first one
        src={full ? src : `${src}#t=0.5`}
        controls={full}
        muted={!full}
        playsInline
        preload="metadata"
        aria-label={full ? entry.name : undefined}
        aria-hidden={full ? undefined : true}
        onError={() => setBroken(true)}
        sx={{ ...media, bgcolor: 'common.black' }}
      />
    );
  }
  return (
    <Box sx={{ width: 1, height: full ? 240 : 1, display: 'grid', placeItems: 'center' }}>
      <FileTypeIcon type={entry.type} color="action" sx={{ fontSize: full ? 96 : 56 }} />
    </Box>
  );
}
