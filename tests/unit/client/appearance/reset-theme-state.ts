import { clearThemePreview } from '@client/appearance/themes/active-theme';

/** Forgets stored and previewed theme choices between tests. */
export function resetThemeState(): void {
  localStorage.clear();
  clearThemePreview();
}
