import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import type { Video } from '@common/catalogue/catalogue-types';
import { Trans } from '@client/i18n/trans';
import { useHydrated } from '@client/ssr/use-hydrated';
import { useImageUrl } from '../shared/media-image';
import { canPlayNativeHls, isPlayableUrl, selectPlayer } from './player-source';

interface VideoPlayerProps {
  video: Pick<Video, 'id' | 'name' | 'source' | 'src' | 'thumbnail'>;
  /** Fallback poster when the video has no thumbnail. */
  poster?: string | null;
  /** Called when playback starts (the video's 'play' event; for an embed, when it shows). */
  onPlay?: () => void;
}

/** The 16:9 box every player state shares, so the page never shifts. */
export const playerBoxSx = {
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  bgcolor: '#000',
  borderRadius: { xs: 0, md: 2 },
  overflow: 'hidden',
} as const;

function PlayerError() {
  return (
    <Box
      role="alert"
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        color: 'rgba(255,255,255,0.85)',
        textAlign: 'center',
        p: 2,
      }}
    >
      <ErrorOutlineIcon aria-hidden sx={{ fontSize: 48 }} />
      <Typography>
        <Trans message="This video could not be played" />
      </Typography>
    </Box>
  );
}

/**
 * Plays a catalogue video by its source: an embedded provider in an iframe, an MP4 file in a
 * <video>, an HLS stream natively where the browser can, otherwise through hls.js, which is
 * imported only then (it never weighs on other pages or browsers).
 */
export function VideoPlayer({ video, poster, onPlay }: VideoPlayerProps) {
  // Only the browser knows whether it plays HLS itself: the server's markup and the render that
  // hydrates it leave the stream unattached (hydration keeps the server's attributes as they
  // are, so a src only the browser's first render had would never reach the <video>).
  const hydrated = useHydrated();
  const nativeHls = useMemo(() => (hydrated ? canPlayNativeHls() : null), [hydrated]);
  const kind = selectPlayer(video.source, nativeHls);
  const src = useImageUrl(video.src);
  const posterUrl = useImageUrl(video.thumbnail ?? poster);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failedId, setFailedId] = useState<number | null>(null);
  const playable = src !== null && isPlayableUrl(src);
  const failed = !playable || failedId === video.id;
  const onPlayRef = useRef(onPlay);
  useEffect(() => {
    onPlayRef.current = onPlay;
  });

  // An embed's own player cannot be observed, so showing it counts as the start.
  useEffect(() => {
    if (kind === 'iframe' && playable) onPlayRef.current?.();
  }, [kind, playable, video.id]);

  useEffect(() => {
    const element = videoRef.current;
    if (kind !== 'hls-js' || !element || !src || !playable) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          element.src = src;
          return;
        }
        const hls = new Hls();
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailedId(video.id);
        });
        hls.loadSource(src);
        hls.attachMedia(element);
      })
      .catch(() => {
        if (!cancelled) setFailedId(video.id);
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [kind, src, playable, video.id]);

  if (failed) {
    return (
      <Box sx={playerBoxSx} data-player={kind}>
        <PlayerError />
      </Box>
    );
  }

  if (kind === 'iframe') {
    return (
      <Box sx={playerBoxSx} data-player={kind}>
        <Box
          component="iframe"
          key={video.id}
          src={src ?? undefined}
          title={video.name}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    );
  }

  return (
    <Box sx={playerBoxSx} data-player={kind}>
      <Box
        component="video"
        key={video.id}
        ref={videoRef}
        controls
        playsInline
        preload="metadata"
        poster={posterUrl ?? undefined}
        aria-label={video.name}
        // hls.js attaches the stream itself; the other kinds play the URL directly
        src={kind === 'hls-js' || kind === 'hls-pending' ? undefined : (src ?? undefined)}
        onPlay={() => onPlayRef.current?.()}
        onError={() => setFailedId(video.id)}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', bgcolor: '#000' }}
      />
    </Box>
  );
}
