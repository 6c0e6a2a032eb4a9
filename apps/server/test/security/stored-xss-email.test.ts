import { emailTemplateNames } from '@party/shared';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../src/domains/email/templates/index.ts';

/**
 * Stored XSS, the email side: whatever a user typed (a name, a company, a product, notes, a
 * document or campaign name, a reason) may reach any variable of any template. Every variable a
 * template reads is given markup here, and its HTML part must show it as text.
 */
const MARKUP = '<img src=x onerror=alert(1)>';

describe('every email template shows typed markup as text', () => {
  it.each(emailTemplateNames)('%s', (name) => {
    const read = new Set<string>();
    const variables = new Proxy({} as Record<string, unknown>, {
      get: (_target, key) => {
        if (typeof key !== 'string' || key === 'then' || key === 'toJSON') return undefined;
        read.add(key);
        return MARKUP;
      },
      has: () => true,
    });
    const mail = renderEmail(name, variables, 'https://partycentral.com.au');
    expect(read.size).toBeGreaterThan(0);
    expect(mail.html).not.toMatch(/<img\b/i);
    expect(mail.html).not.toMatch(/onerror=alert\(1\)>/);
    if (mail.html.includes('onerror')) expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
