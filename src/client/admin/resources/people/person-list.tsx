/** PLACEHOLDER (helper B replaces it). */
export function PersonList() {
  return null;
}
