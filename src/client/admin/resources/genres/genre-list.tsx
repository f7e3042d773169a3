/** PLACEHOLDER (helper D replaces it). */
export function GenreList() {
  return null;
}
