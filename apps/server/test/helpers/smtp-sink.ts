import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  raw: Email;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitForMail(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Refuse the next `count` messages with a temporary SMTP error (451), as a flaky server would. */
  rejectNext(count: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a random port (no auth, no TLS) that parses every message it accepts, so
 * tests read mail the way a person's inbox would get it: no mocked transport.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<{ predicate: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }>();
  let toReject = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toReject > 0) {
          toReject -= 1;
          const err = Object.assign(new Error('Mailbox temporarily unavailable, try again later'), {
            responseCode: 451,
          });
          callback(err);
          return;
        }
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            const mail: ReceivedMail = {
              from: email.from?.address ?? '',
              to: (session.envelope.rcptTo ?? []).map((r) => r.address),
              subject: email.subject ?? '',
              html: email.html ?? '',
              text: email.text ?? '',
              raw: email,
            };
            messages.push(mail);
            for (const waiter of waiters) {
              if (waiter.predicate(mail)) {
                waiters.delete(waiter);
                waiter.resolve(mail);
              }
            }
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(predicate = () => true, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    rejectNext(count) {
      toReject = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
