import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { usePreloadWhenIdle } from './lazy-overlays';

const loadPopup = () => import('./tooltip-popup');
const TooltipPopup = lazy(loadPopup);

/** MUI's default wait before a hovered element's tooltip shows. */
const ENTER_DELAY_MS = 100;

interface TooltipTargetProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

interface LazyTooltipProps {
  title: string;
  children: ReactElement<TooltipTargetProps>;
}

/**
 * A tooltip for an element of the public pages, whose code (MUI's Tooltip and the Popper under
 * it) loads once the page is idle. The element is rendered here, outside any Suspense boundary:
 * it hydrates with the page and keeps its DOM node when the tooltip's code arrives, so a click or
 * the keyboard focus is never lost to a boundary still waiting for that code. The tooltip shows
 * on mouse hover and on keyboard focus, and Escape hides it.
 */
export function LazyTooltip({ title, children }: LazyTooltipProps) {
  usePreloadWhenIdle(loadPopup);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const hide = () => {
    clearTimeout(pending.current);
    setAnchor(null);
  };
  const { onPointerEnter, onPointerLeave, onFocus, onBlur, onKeyDown } = children.props;

  const target = cloneElement(children, {
    onPointerEnter: (event) => {
      onPointerEnter?.(event);
      if (event.pointerType !== 'mouse') return;
      const element = event.currentTarget;
      clearTimeout(pending.current);
      pending.current = setTimeout(() => setAnchor(element), ENTER_DELAY_MS);
    },
    onPointerLeave: (event) => {
      onPointerLeave?.(event);
      hide();
    },
    onFocus: (event) => {
      onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) setAnchor(event.currentTarget);
    },
    onBlur: (event) => {
      onBlur?.(event);
      hide();
    },
    onKeyDown: (event) => {
      onKeyDown?.(event);
      if (event.key === 'Escape') hide();
    },
  });

  return (
    <>
      {target}
      {anchor && (
        <Suspense fallback={null}>
          <TooltipPopup title={title} anchorEl={anchor} />
        </Suspense>
      )}
    </>
  );
}
