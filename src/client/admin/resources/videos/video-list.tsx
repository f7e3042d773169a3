/** PLACEHOLDER (helper C replaces it). */
export function VideoList() {
  return null;
}
