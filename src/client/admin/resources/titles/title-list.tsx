/** PLACEHOLDER (helper A1 replaces it). */
export function TitleList() {
  return null;
}
