import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string; encoding: 'base64' }[];
}

export type MailTransport = { send(mail: OutgoingMail): Promise<void>; close(): void };

/** nodemailer over SMTP_URL; short timeouts so a dead server fails the attempt instead of hanging. */
export function createMailTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}
