/** /login, with the email locked there when one is known. */
export function loginPathFor(email: string | null | undefined): string {
  return email ? `/login?${new URLSearchParams({ email }).toString()}` : '/login';
}
