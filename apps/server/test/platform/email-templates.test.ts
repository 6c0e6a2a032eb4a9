import { emailTemplateNames } from '@party/shared';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../src/domains/email/templates/index.ts';

const site = 'https://partycentral.com.au';

// Pure rendering: no routes here, so no authentication case applies.
describe('email templates', () => {
  it.each(emailTemplateNames)(
    '%s has a subject, an inline-styled en-AU HTML part and a text part',
    (name) => {
      const mail = renderEmail(name, { name: 'Alex', customerName: 'Alex', url: '/x', code: '123456' }, site);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.html).toContain('<html lang="en-AU">');
      expect(mail.html).toContain('Party Central');
      expect(mail.html).not.toContain('<style');
      expect(mail.html).toContain('style="');
      expect(mail.text).toContain('The Party Central team');
      expect(mail.text).not.toMatch(/<[a-z]/i);
    },
  );

  it('escapes every variable in the HTML part', () => {
    const mail = renderEmail(
      'quote_request_confirmation',
      {
        customerName: '<img src=x onerror=alert(1)>',
        quoteNumber: 'Q-"000123"',
        items: [{ productName: '<b>Balloons</b>', quantity: 2, price: 5 }],
      },
      site,
    );
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>Balloons</b>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Q-&quot;000123&quot;');
    expect(mail.text).toContain('<b>Balloons</b> × 2  $10.00');
  });

  it('writes money in AUD and dates the Australian way', () => {
    const mail = renderEmail(
      'quote_ready_notification',
      { customerName: 'Sam', quoteNumber: 'Q-000045', total: '15499.9', validUntil: '2026-12-24' },
      site,
    );
    expect(mail.subject).toBe('Your quote Q-000045 is ready');
    expect(mail.text).toContain('Total (AUD): $15,499.90');
    expect(mail.text).toContain('Valid until: 24 December 2026');
  });

  it('makes links absolute and drops links that are not http(s)', () => {
    const reset = renderEmail('password_reset', { url: '/update-password?token=a&b' }, site);
    expect(reset.html).toContain('href="https://partycentral.com.au/update-password?token=a&amp;b"');
    const evil = renderEmail('email_verification', { url: 'javascript:alert(1)' }, site);
    expect(evil.html).not.toContain('javascript:');
    expect(evil.text).not.toContain('javascript:');
  });

  it('tells the quote requester what happens next (the storefront quote dialog)', () => {
    const mail = renderEmail(
      'quote_request_confirmation',
      { customerName: 'Jo', quoteNumber: 'Q-000001' },
      site,
    );
    expect(mail.text).toContain('Our sales team reviews your request within 24 hours.');
  });

  it('names the product and the remaining stock in the low-stock alert', () => {
    const mail = renderEmail(
      'low_stock_alert',
      {
        title: 'Low Stock: Gold Foil Balloons',
        message: 'Gold Foil Balloons has 4 left in stock',
        productName: 'Gold Foil Balloons',
        stockQuantity: 4,
        actionUrl: '/associate/inventory',
      },
      site,
    );
    expect(mail.subject).toBe('Low Stock: Gold Foil Balloons');
    expect(mail.text).toContain('Remaining stock: 4');
    expect(mail.text).toContain('Low-stock level: 10');
    expect(mail.text).toContain('Review stock: https://partycentral.com.au/associate/inventory');
  });

  it('words the application outcome by status', () => {
    const approved = renderEmail('application_status', { role: 'vendor', status: 'approved' }, site);
    const rejected = renderEmail('application_status', { role: 'associate', status: 'rejected' }, site);
    expect(approved.subject).toBe('Your vendor application has been approved');
    expect(rejected.subject).toBe('Your associate application was not approved');
  });
});
