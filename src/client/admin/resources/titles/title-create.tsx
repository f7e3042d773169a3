/** PLACEHOLDER (helper A replaces it). */
export function TitleCreate() {
  return null;
}
