/** Small formatting helpers shared by head tags, JSON-LD and the sitemap. */

/** A site path ('/titles/1/alien') as an absolute URL under APP_URL (which holds the base path). */
export function absoluteUrl(appUrl: string, sitePath: string): string {
  return `${appUrl.replace(/\/+$/, '')}/${sitePath.replace(/^\/+/, '')}`;
}

/**
 * A stored image value as an absolute URL: http(s) URLs stay, site-relative paths
 * ('art/poster/1.svg', 'uploads/…') are resolved against APP_URL. Anything else is dropped.
 */
export function absoluteImage(appUrl: string, image: string | null | undefined): string | null {
  if (!image) return null;
  if (/^https?:\/\//i.test(image)) return image;
  if (image.startsWith('//')) return `https:${image}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(image)) return null;
  return absoluteUrl(appUrl, image);
}

/** ISO 8601 duration: isoDuration(125, 'minutes') → 'PT2H5M'. Null for empty or non-positive. */
export function isoDuration(amount: number | null | undefined, unit: 'minutes' | 'seconds') {
  if (!amount || !Number.isFinite(amount) || amount <= 0) return null;
  const seconds = Math.round(unit === 'minutes' ? amount * 60 : amount);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
}

/** Escapes text for XML element content. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}
