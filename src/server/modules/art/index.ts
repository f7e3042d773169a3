/** The art module's public surface: other modules reach it only through this file. */
export { artPath } from './art-paths';
export type { ArtKind } from './art-svg';
