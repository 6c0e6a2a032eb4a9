import { escapeHtml, type LineItem } from './format.ts';

/** What a template says; the layout turns it into the HTML part and the plain-text part. */
export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code shown large (sign-in). */
  code?: string;
  items?: LineItem[];
  /** Label/value rows under the items: subtotal, delivery, total, quote number... */
  summary?: [string, string][];
  action?: { label: string; url: string } | null;
  /** A short list, e.g. "What happens next?". */
  list?: { title: string; entries: string[] };
  footnote?: string;
}

const BRAND = '#a21caf';
const INK = '#1f1630';
const MUTED = '#595366';
const BORDER = '#e6e0ec';
const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const SIGN_OFF = 'The Party Central team';
const FOOTER = 'Party Central · Australian party supplies, wholesale and retail';

function htmlItems(items: LineItem[]): string {
  const rows = items
    .map(
      (i) =>
        `<tr><td style="${FONT}padding:8px 0;border-bottom:1px solid ${BORDER};color:${INK};">${escapeHtml(i.name)}</td>` +
        `<td style="${FONT}padding:8px;border-bottom:1px solid ${BORDER};color:${MUTED};text-align:center;">× ${i.quantity}</td>` +
        `<td style="${FONT}padding:8px 0;border-bottom:1px solid ${BORDER};color:${INK};text-align:right;">${escapeHtml(i.amount)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;border-collapse:collapse;">${rows}</table>`;
}

function htmlSummary(summary: [string, string][]): string {
  const rows = summary
    .map(
      ([label, value]) =>
        `<tr><td style="${FONT}padding:4px 0;color:${MUTED};">${escapeHtml(label)}</td>` +
        `<td style="${FONT}padding:4px 0;color:${INK};text-align:right;font-weight:bold;">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;">${rows}</table>`;
}

export function renderHtml(c: EmailContent): string {
  const p = (s: string) =>
    `<p style="${FONT}margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};">${escapeHtml(s)}</p>`;
  const parts = [
    `<h1 style="${FONT}margin:0 0 16px;font-size:22px;line-height:30px;color:${INK};">${escapeHtml(c.heading)}</h1>`,
    ...c.paragraphs.map(p),
    c.code
      ? `<p style="${FONT}margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:bold;color:${BRAND};">${escapeHtml(c.code)}</p>`
      : '',
    c.items?.length ? htmlItems(c.items) : '',
    c.summary?.length ? htmlSummary(c.summary) : '',
    c.list
      ? `<p style="${FONT}margin:0 0 8px;font-weight:bold;color:${INK};">${escapeHtml(c.list.title)}</p><ul style="${FONT}margin:0 0 16px;padding-left:20px;color:${INK};line-height:24px;">${c.list.entries.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul>`
      : '',
    c.action
      ? `<p style="margin:24px 0;"><a href="${escapeHtml(c.action.url)}" style="${FONT}display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px;">${escapeHtml(c.action.label)}</a></p>`
      : '',
    c.footnote
      ? `<p style="${FONT}margin:0 0 16px;font-size:13px;color:${MUTED};">${escapeHtml(c.footnote)}</p>`
      : '',
    `<p style="${FONT}margin:0;font-size:16px;line-height:24px;color:${INK};">Cheers,<br>${escapeHtml(SIGN_OFF)}</p>`,
  ];
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f3f9;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3f9;padding:24px 0;"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid ${BORDER};border-radius:12px;">
<tr><td style="${FONT}background:${BRAND};color:#ffffff;font-size:20px;font-weight:bold;padding:16px 24px;border-radius:12px 12px 0 0;">Party Central</td></tr>
<tr><td style="padding:24px;">${parts.join('')}</td></tr>
<tr><td style="${FONT}padding:16px 24px;border-top:1px solid ${BORDER};font-size:12px;color:${MUTED};">${escapeHtml(FOOTER)}</td></tr>
</table></td></tr></table></body></html>`;
}

export function renderText(c: EmailContent): string {
  const lines = [c.heading, '', ...c.paragraphs.flatMap((s) => [s, ''])];
  if (c.code) lines.push(c.code, '');
  if (c.items?.length) {
    for (const i of c.items) lines.push(`- ${i.name} × ${i.quantity}${i.amount ? `  ${i.amount}` : ''}`);
    lines.push('');
  }
  if (c.summary?.length) {
    for (const [label, value] of c.summary) lines.push(`${label}: ${value}`);
    lines.push('');
  }
  if (c.list) lines.push(c.list.title, ...c.list.entries.map((e) => `- ${e}`), '');
  if (c.action) lines.push(`${c.action.label}: ${c.action.url}`, '');
  if (c.footnote) lines.push(c.footnote, '');
  lines.push('Cheers,', SIGN_OFF, '', '--', FOOTER);
  return lines.join('\n');
}
