/** PLACEHOLDER (helper A1 replaces it). */
export function TitleCreate() {
  return null;
}
