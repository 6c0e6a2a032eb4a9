import type { ReceivedMail } from './mail-sink.ts';

export interface Mail extends ReceivedMail {
  /** Every http(s) link in the mail, text part first, HTML entities decoded. */
  links: string[];
}

/** Reads the SMTP sink of the global setup; mails arrive after the outbox worker sends them. */
export class Mailbox {
  constructor(private readonly url: string) {}

  async all(): Promise<Mail[]> {
    const response = await fetch(this.url);
    const mails = (await response.json()) as ReceivedMail[];
    return mails.map((mail) => ({ ...mail, links: linksIn(mail) }));
  }

  /** The newest mail to `to` whose subject contains `subjectContains`; waits for it to arrive. */
  async waitForMail(to: string, subjectContains: string, timeoutMs = 30_000): Promise<Mail> {
    const deadline = Date.now() + timeoutMs;
    const recipient = to.toLowerCase();
    for (;;) {
      const match = (await this.all())
        .reverse()
        .find((mail) => mail.to.includes(recipient) && mail.subject.includes(subjectContains));
      if (match) return match;
      if (Date.now() > deadline) {
        const seen = (await this.all()).map((m) => `${m.to.join(', ')}: ${m.subject}`).join('\n  ');
        throw new Error(
          `No mail to ${to} with a subject containing '${subjectContains}' within ${timeoutMs} ms. Received:\n  ${seen || '(none)'}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function linksIn(mail: ReceivedMail): string[] {
  const decoded = `${mail.text}\n${mail.html}`.replaceAll('&amp;', '&');
  return [...new Set(decoded.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])];
}
