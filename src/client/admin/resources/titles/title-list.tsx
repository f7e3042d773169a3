/** PLACEHOLDER (helper A replaces it). */
export function TitleList() {
  return null;
}
