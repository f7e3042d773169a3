/** PLACEHOLDER (helper D replaces it): the reviews of a title. */
export function TitleReviewsTab(_props: { titleId: number }) {
  return null;
}
