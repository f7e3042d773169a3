/** PLACEHOLDER (helper D replaces it): the comments on a title. */
export function TitleCommentsTab(_props: { titleId: number }) {
  return null;
}
