/** The manage page's sections: one card each. */
export const SECTION_SX = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  p: { xs: 2, md: 3 },
  mb: 3,
} as const;
