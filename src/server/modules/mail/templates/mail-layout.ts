import { escapeHtml } from './escape-html';
import type { MailBranding } from './mail-branding';

/** One part of a message body; every string is plain text and escaped when rendered as HTML. */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'code'; code: string }
  | { type: 'button'; label: string; url: string };

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface MailTemplate {
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** Links under the card, e.g. a notification's 'Unsubscribe from these emails'. */
  footerLinks?: Array<{ label: string; url: string }>;
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function htmlBlock(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:#374151">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="margin:8px 0 24px;font-size:32px;line-height:40px;font-weight:700;letter-spacing:8px;color:#111827;font-family:Menlo,Consolas,monospace">${escapeHtml(block.code)}</p>`;
    case 'button':
      return [
        '<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr>',
        `<td style="border-radius:6px;background:#1d4ed8"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none">${escapeHtml(block.label)}</a></td>`,
        '</tr></table>',
        `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280;word-break:break-all">${escapeHtml(block.url)}</p>`,
      ].join('');
  }
}

function textBlock(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'code':
      return block.code;
    case 'button':
      return `${block.label}: ${block.url}`;
  }
}

function renderHtml(branding: MailBranding, template: MailTemplate): string {
  const name = escapeHtml(branding.siteName);
  const logo = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${name}" height="40" style="display:block;height:40px;border:0">`
    : `<span style="font-size:22px;font-weight:700;color:#111827">${name}</span>`;
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(template.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6;font-family:${FONT}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:32px 16px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">',
    `<tr><td style="padding:0 0 24px"><a href="${escapeHtml(branding.siteUrl)}" style="text-decoration:none">${logo}</a></td></tr>`,
    '<tr><td style="background:#ffffff;border-radius:8px;padding:32px">',
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#111827">${escapeHtml(template.heading)}</h1>`,
    ...template.blocks.map(htmlBlock),
    '</td></tr>',
    ...(template.footerLinks ?? []).map(
      (link) =>
        `<tr><td style="padding:24px 0 0;font-size:12px;line-height:18px"><a href="${escapeHtml(link.url)}" style="color:#6b7280">${escapeHtml(link.label)}</a></td></tr>`,
    ),
    `<tr><td style="padding:24px 0 0;font-size:12px;line-height:18px;color:#6b7280">© ${new Date().getFullYear()} ${name}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

function renderText(branding: MailBranding, template: MailTemplate): string {
  return [
    branding.siteName,
    '',
    template.heading,
    '',
    ...template.blocks.flatMap((block) => [textBlock(block), '']),
    ...(template.footerLinks ?? []).flatMap((link) => [`${link.label}: ${link.url}`, '']),
    `© ${new Date().getFullYear()} ${branding.siteName}`,
    branding.siteUrl,
    '',
  ].join('\n');
}

/** The shared layout: logo, a card with the heading and blocks, a footer; HTML and plain text. */
export function renderMail(branding: MailBranding, template: MailTemplate): MailContent {
  return {
    subject: template.subject,
    html: renderHtml(branding, template),
    text: renderText(branding, template),
  };
}
