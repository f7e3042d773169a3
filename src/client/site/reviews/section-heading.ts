/**
 * The look of a catalogue page's section heading (an h2 with the accent bar), shared with the
 * title page's other sections so reviews and comments sit among them naturally.
 */
export const SECTION_HEADING_SX = {
  fontSize: { xs: 20, md: 24 },
  fontWeight: 700,
  lineHeight: 1.3,
  pl: 1.5,
  borderLeft: 4,
  borderColor: 'primary.main',
} as const;

export const SECTION_SX = { mb: { xs: 4, md: 5 } } as const;
