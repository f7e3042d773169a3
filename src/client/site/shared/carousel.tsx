import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTrans } from '@client/i18n/trans';
import { SectionHeader, type SectionHeaderProps } from './section-header';

/** Item widths (px) of the row kinds, per breakpoint; skeletons use the same. */
export const CAROUSEL_ITEM_WIDTHS = {
  poster: { xs: 128, sm: 148, md: 168, lg: 184 },
  landscape: { xs: 264, sm: 300, md: 340 },
  person: { xs: 118, sm: 136, md: 150 },
} as const;

export type CarouselItemKind = keyof typeof CAROUSEL_ITEM_WIDTHS;

interface CarouselProps extends Omit<SectionHeaderProps, 'children'> {
  children: ReactNode;
  itemKind?: CarouselItemKind;
  /** Gap between items in theme spacing units. */
  gap?: number;
}

/**
 * A horizontal row that scrolls with snap points: swipe or scroll on touch, the previous and
 * next buttons (keyboard accessible, disabled at the ends) on larger screens. Tabbing through
 * the links inside scrolls them into view, so every item is reachable without a mouse.
 */
export function Carousel({ children, itemKind = 'poster', gap = 2, ...header }: CarouselProps) {
  const { trans } = useTrans();
  const trackRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const start = track.scrollLeft <= 4;
    const end = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
    setEdges((previous) =>
      previous.start === start && previous.end === end ? previous : { start, end },
    );
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    track.addEventListener('scroll', measure, { passive: true });
    // the observer's first callback comes after layout; measuring here would force one
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) observer.observe(track);
    else measure();
    return () => {
      track.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, children]);

  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy?.({
      left: direction * Math.max(track.clientWidth * 0.85, 200),
      behavior: reduced ? 'auto' : 'smooth',
    });
  };

  const controls = (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
      <IconButton
        size="small"
        aria-label={trans('Scroll left')}
        aria-describedby={header.title ? header.titleId : undefined}
        disabled={edges.start}
        onClick={() => scroll(-1)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        size="small"
        aria-label={trans('Scroll right')}
        aria-describedby={header.title ? header.titleId : undefined}
        disabled={edges.end}
        onClick={() => scroll(1)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );

  return (
    <Box component="section" aria-labelledby={header.title ? header.titleId : undefined}>
      <SectionHeader {...header}>{controls}</SectionHeader>
      <Box
        ref={trackRef}
        role="list"
        sx={{
          display: 'flex',
          gap,
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          scrollPaddingInline: 4,
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          // room for focus rings and card shadows, which overflow would otherwise clip
          py: 1,
          px: 0.5,
          mx: -0.5,
        }}
      >
        {Children.map(children, (child) =>
          child ? (
            <Box
              role="listitem"
              sx={{
                flex: '0 0 auto',
                width: CAROUSEL_ITEM_WIDTHS[itemKind],
                scrollSnapAlign: 'start',
              }}
            >
              {child}
            </Box>
          ) : null,
        )}
      </Box>
    </Box>
  );
}
