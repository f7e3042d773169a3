import { escapeHtml } from '../mail';

/** The small page the one-click link opens: no script, every value escaped. */
export function unsubscribePage(input: {
  siteName: string;
  typeName: string;
  settingsUrl: string;
}): string {
  const site = escapeHtml(input.siteName);
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Unsubscribed · ${site}</title>`,
    '<style>body{margin:0;padding:48px 16px;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f3f4f6;color:#111827}main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px}h1{font-size:20px;margin:0 0 16px}p{line-height:1.5}a{color:#1d4ed8}</style>',
    '</head><body><main>',
    `<h1>${site}</h1>`,
    `<p>You will no longer receive “${escapeHtml(input.typeName)}” emails.</p>`,
    `<p><a href="${escapeHtml(input.settingsUrl)}">Notification settings</a></p>`,
    '</main></body></html>',
  ].join('\n');
}
