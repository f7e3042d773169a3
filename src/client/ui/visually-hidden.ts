/**
 * Hides an element on screen but keeps it for assistive technology. Sizes are strings on
 * purpose: in MUI's sx a bare 1 means 100%, which would lay the element out full size.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
