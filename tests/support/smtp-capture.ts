import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A message the capture server received, parsed by postal-mime, with its SMTP envelope. */
export type ParsedMail = Email & { envelope: { from: string | null; to: string[] } };

export interface SmtpCapture {
  /** MAIL_URL for the app: plain SMTP on 127.0.0.1 (the server offers no STARTTLS). */
  url: string;
  /** Every message received so far, oldest first. */
  messages: ParsedMail[];
  /** The first message (received before or after the call) to `to` that satisfies predicate. */
  waitFor(
    to: string,
    predicate?: (mail: ParsedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ParsedMail>;
  close(): Promise<void>;
}

interface Waiter {
  matches(mail: ParsedMail): boolean;
  resolve(mail: ParsedMail): void;
}

/** A real SMTP server on a random local port that keeps every message it is sent. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<Waiter>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            const mailFrom = session.envelope.mailFrom;
            const mail: ParsedMail = {
              ...email,
              envelope: {
                from: mailFrom ? mailFrom.address : null,
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              },
            };
            messages.push(mail);
            for (const waiter of waiters) {
              if (waiter.matches(mail)) {
                waiters.delete(waiter);
                waiter.resolve(mail);
              }
            }
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, predicate = () => true, timeoutMs = 5000) {
      const address = to.toLowerCase();
      const matches = (mail: ParsedMail) => mail.envelope.to.includes(address) && predicate(mail);
      const received = messages.find(matches);
      if (received) return Promise.resolve(received);
      return new Promise<ParsedMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No mail to ${to} arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter: Waiter = {
          matches,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
