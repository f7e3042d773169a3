/** PLACEHOLDER (helper D replaces it). */
export function KeywordList() {
  return null;
}
