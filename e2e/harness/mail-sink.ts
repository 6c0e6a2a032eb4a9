import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpSink } from '../../apps/server/test/helpers/smtp-sink.ts';

/** One message the server under test sent, as a browser test reads it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailSink {
  smtpUrl: string;
  /** GET it for every mail received so far, as JSON (the test workers run in other processes). */
  mailboxUrl: string;
  close(): Promise<void>;
}

/** The API tests' real SMTP sink, plus a small HTTP endpoint through which test workers read it. */
export async function startMailSink(): Promise<MailSink> {
  const smtp = await startSmtpSink();
  const http = createServer((_request, response) => {
    const mails: ReceivedMail[] = smtp.messages.map(({ from, to, subject, text, html }) => ({
      from,
      to: to.map((address) => address.toLowerCase()),
      subject,
      text,
      html,
    }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(mails));
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const { port } = http.address() as AddressInfo;

  return {
    smtpUrl: smtp.url,
    mailboxUrl: `http://127.0.0.1:${port}/mails`,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}
