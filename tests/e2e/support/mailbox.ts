import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import PostalMime, { type Email } from 'postal-mime';

/** Mail the e2e server's SMTP capture wrote (see scripts/e2e-server.mjs). */
const MAIL_DIR = path.resolve('test-results/e2e-storage/mail');

async function readAll(): Promise<Email[]> {
  const files = readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map((file) => PostalMime.parse(readFileSync(path.join(MAIL_DIR, file)))),
  );
}

/** Every message to `to` captured so far, oldest first. */
export async function mailTo(to: string): Promise<Email[]> {
  return (await readAll()).filter((mail) => mail.to?.some((a) => a.address === to));
}

/** The newest message to `to` whose subject matches, waiting until it arrives. */
export async function waitForMail(to: string, subject: RegExp): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readAll();
        found = messages
          .reverse()
          .find(
            (mail) => mail.to?.some((a) => a.address === to) && subject.test(mail.subject ?? ''),
          );
        return Boolean(found);
      },
      { timeout: 15_000, message: `mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}
