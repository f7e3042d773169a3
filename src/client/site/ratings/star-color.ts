/** The gold of rating stars, the same in the light and dark themes. */
export const STAR_COLOR = '#f5c518';
