/** Placeholder until the catalogue pages land (issue 5). */
export function TitleVideosPage() {
  return null;
}
