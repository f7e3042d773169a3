/**
 * Lines in a frame, so that what the operator must read (a password shown once) stands out
 * from the build output and the request log around it.
 */
export function framedNotice(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '═'.repeat(width + 4);
  return [`╔${rule}╗`, ...lines.map((line) => `║  ${line.padEnd(width)}  ║`), `╚${rule}╝`].join(
    '\n',
  );
}

/** A password shown once (generated for the operator), framed; just the heading without one. */
export function passwordNotice(
  heading: string,
  account: { email: string; generatedPassword: string | null },
  more: string[] = [],
): string {
  if (!account.generatedPassword) return heading;
  return framedNotice([
    heading,
    `Email:    ${account.email}`,
    `Password: ${account.generatedPassword}`,
    'Shown only this once: keep it somewhere safe.',
    ...more,
  ]);
}
