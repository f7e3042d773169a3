import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTrans } from '@client/i18n/trans';

type Size = number | string;
export type Responsive = Size | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', Size>>;

interface ScrollerProps {
  /** Accessible name of the scrolling region (already translated). */
  label: string;
  /** Width of one item; the row shows as many as fit and scrolls sideways. */
  itemWidth: Responsive;
  children: ReactNode;
}

const KEY_STEP = 0.8;

/**
 * A horizontal row of cards: swipes on touch screens, scrolls with arrow keys once focused
 * (Home/End jump to the ends), and shows previous/next buttons on pointer devices.
 */
export function Scroller({ label, itemWidth, children }: ScrollerProps) {
  const { trans } = useTrans();
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // the observer's first callback comes after layout; measuring here would force one
    if (typeof ResizeObserver === 'undefined') return update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [update]);

  const scroll = (direction: -1 | 1, amount?: number) => {
    const el = ref.current;
    if (!el) return;
    const left = direction * (amount ?? el.clientWidth * KEY_STEP);
    if (typeof el.scrollBy === 'function') el.scrollBy({ left, behavior: 'smooth' });
    else el.scrollLeft += left;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const el = event.currentTarget;
    const step = Math.max(200, el.clientWidth / 3);
    const actions: Record<string, () => void> = {
      ArrowLeft: () => scroll(-1, step),
      ArrowRight: () => scroll(1, step),
      Home: () => el.scrollTo?.({ left: 0, behavior: 'smooth' }),
      End: () => el.scrollTo?.({ left: el.scrollWidth, behavior: 'smooth' }),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const buttonSx = {
    position: 'absolute',
    top: '38%',
    transform: 'translateY(-50%)',
    zIndex: 1,
    width: 44,
    height: 44,
    bgcolor: 'background.paper',
    color: 'text.primary',
    boxShadow: 3,
    '&:hover': { bgcolor: 'background.paper' },
    '&.Mui-disabled': { opacity: 0, pointerEvents: 'none' },
    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
    display: { xs: 'none', md: 'inline-flex' },
    '@media (hover: none)': { display: 'none' },
  } as const;

  return (
    <Box sx={{ position: 'relative' }}>
      <IconButton
        aria-label={trans('Scroll left')}
        onClick={() => scroll(-1)}
        disabled={edges.start}
        sx={{ ...buttonSx, left: -20 }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Box
        ref={ref}
        role="group"
        aria-label={label}
        tabIndex={0}
        onScroll={update}
        onKeyDown={onKeyDown}
        sx={{
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x proximity',
          scrollbarWidth: 'thin',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: itemWidth,
            gap: { xs: 1.5, md: 2 },
            listStyle: 'none',
            m: 0,
            p: 0,
            pb: 1.5,
          }}
        >
          {Children.toArray(children).map((child, index) => (
            <Box
              component="li"
              key={isValidElement(child) && child.key !== null ? child.key : index}
              sx={{ scrollSnapAlign: 'start', minWidth: 0 }}
            >
              {child}
            </Box>
          ))}
        </Box>
      </Box>
      <IconButton
        aria-label={trans('Scroll right')}
        onClick={() => scroll(1)}
        disabled={edges.end}
        sx={{ ...buttonSx, right: -20 }}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
