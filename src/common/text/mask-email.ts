/** 'jo****@example.com' — the first 2 characters of the local part, then ****@domain (spec 2.2). */
export function maskEmail(email: string | null | undefined): string {
  if (!email || !email.includes('@')) return '********';
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}
