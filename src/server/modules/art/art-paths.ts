import type { ArtKind } from './art-svg';

/** Longest image path the catalogue's varchar(255) image columns hold. */
const MAX_PATH = 255;
export const ART_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The stored, site-relative path of a generated image ('art/poster/12.svg?t=Jaws&s=1975'); the
 * client prefixes the base path. `text` is shortened (never cut inside an escape) to fit the
 * image columns.
 */
export function artPath(kind: ArtKind, key: string | number, text = '', subtitle = ''): string {
  const base = `art/${kind}/${key}.svg`;
  const sub = subtitle ? `&s=${encodeURIComponent(subtitle)}` : '';
  let chars = Array.from(text.trim()).slice(0, 100);
  for (;;) {
    const query = chars.length
      ? `?t=${encodeURIComponent(chars.join(''))}${sub}`
      : sub && `?${sub.slice(1)}`;
    if (base.length + query.length <= MAX_PATH || !chars.length) return base + query;
    chars = chars.slice(0, -1);
  }
}
