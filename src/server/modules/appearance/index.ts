/** The appearance module's public surface: other modules reach it only through this file. */
export { DEFAULT_THEMES } from './default-themes';
