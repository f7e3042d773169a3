export type DialogSize =
  '2xs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | 'fullscreen' | 'fullscreenTakeover';

/** Spec 9: the padding of every dialog part. */
export const DIALOG_PADDING = '24px';

/** Largest width of each fixed-size dialog; smaller screens shrink it to fit. */
export const DIALOG_MAX_WIDTHS = {
  '2xs': 256,
  xs: 320,
  sm: 384,
  md: 512,
  lg: 640,
  xl: 768,
  '2xl': 1024,
} as const satisfies Record<Exclude<DialogSize, 'fullscreen' | 'fullscreenTakeover'>, number>;

/** Class on the dialog paper, so styles and tests can target a size. */
export function dialogSizeClass(size: DialogSize): string {
  return `dialog-size-${size}`;
}
