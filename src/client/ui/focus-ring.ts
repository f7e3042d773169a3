/**
 * The site's one keyboard focus ring, for links, cards and custom controls (an image inside a
 * link hides the browser's own outline). Only keyboard focus shows it (:focus-visible).
 */
export const focusRing = {
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
