import sanitizeHtml from 'sanitize-html';

/**
 * Custom page bodies keep common formatting, links and images; scripts, iframes, styles and
 * event handlers are dropped (every attribute not listed here is removed).
 */
const OPTIONS = {
  allowedTags: [...new Set([...sanitizeHtml.defaults.allowedTags, 'img'])],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    '*': ['class'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  disallowedTagsMode: 'discard' as const,
  transformTags: {
    // Links opening a new tab must not hand the opener to the target page.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
