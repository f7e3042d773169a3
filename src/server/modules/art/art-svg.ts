import { between, hashKey, paletteFor, pick, r1, seededRandom } from './art-palette';
import type { Palette, Random } from './art-palette';
import { drawScene } from './art-scenes';
import { escapeXml, initialsOf, layoutText, textWidthEm } from './art-text';

export const ART_KINDS = ['poster', 'backdrop', 'profile', 'still'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export const isArtKind = (value: string): value is ArtKind =>
  (ART_KINDS as readonly string[]).includes(value);

const SIZES: Record<ArtKind, [number, number]> = {
  poster: [200, 300],
  profile: [200, 300],
  backdrop: [320, 180],
  still: [320, 180],
};

interface TitleStyle {
  family: string;
  weight: number;
  /** Average glyph width in em, letter spacing included. */
  factor: number;
  spacing: number;
  upper: boolean;
  align: 'start' | 'middle';
}

// Trusted constants, written into double-quoted attributes as they are.
const SERIF = "Georgia,'Times New Roman',serif";
const SANS = "'Helvetica Neue',Helvetica,Arial,sans-serif";

const TITLE_STYLES: TitleStyle[] = [
  { family: SERIF, weight: 700, factor: 0.56, spacing: 0, upper: false, align: 'middle' },
  { family: SANS, weight: 800, factor: 0.78, spacing: 0.5, upper: true, align: 'start' },
  { family: SANS, weight: 300, factor: 0.72, spacing: 1, upper: true, align: 'middle' },
  { family: SERIF, weight: 400, factor: 0.52, spacing: 0, upper: false, align: 'start' },
];

/** The document; pages describe the image with the alt text of their <img>. */
function svg(kind: ArtKind, defs: string, body: string): string {
  const [w, h] = SIZES[kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** A fade from transparent to the palette's shade, for text to sit on. */
const fade = (id: string, color: string, down: boolean) =>
  `<linearGradient id="${id}" x1="0" y1="${down ? 0 : 1}" x2="0" y2="${down ? 1 : 0}"><stop offset="0" stop-color="${color}" stop-opacity="0"/><stop offset=".6" stop-color="${color}" stop-opacity=".75"/><stop offset="1" stop-color="${color}" stop-opacity=".92"/></linearGradient>`;

function titleBlock(
  random: Random,
  palette: Palette,
  text: string,
  subtitle: string,
  atTop: boolean,
): string {
  const style = pick(random, TITLE_STYLES);
  const margin = 16;
  const width = 200 - margin * 2;
  const shown = style.upper ? text.toUpperCase() : text;
  const { lines, size } = layoutText(shown, {
    width,
    maxSize: 34,
    minSize: 13,
    maxLines: 4,
    factor: style.factor,
  });
  const x = style.align === 'middle' ? 100 : margin;
  const lead = size * 1.08;
  const subSize = 9;
  const firstBaseline = atTop ? 30 + size * 0.78 : 300 - 40 - (lines.length - 1) * lead;
  const spacing = style.spacing ? ` letter-spacing="${style.spacing}"` : '';
  const tspans = lines
    .map((line, i) => {
      const squeeze =
        textWidthEm(line, style.factor) * size > width
          ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"`
          : '';
      return `<tspan x="${x}" y="${r1(firstBaseline + i * lead)}"${squeeze}>${escapeXml(line)}</tspan>`;
    })
    .join('');
  const title = `<text font-family="${style.family}" font-size="${size}" font-weight="${style.weight}" fill="${palette.ink}" text-anchor="${style.align}"${spacing}>${tspans}</text>`;
  if (!subtitle) return title;
  const lastBaseline = firstBaseline + (lines.length - 1) * lead;
  const ruleY = r1(lastBaseline + 9);
  const ruleX = style.align === 'middle' ? 88 : margin;
  const rule = `<path d="M${ruleX} ${ruleY}h24" stroke="${palette.accent}" stroke-width="1.5"/>`;
  const sub = `<text x="${x}" y="${r1(lastBaseline + 22)}" font-family="${SANS}" font-size="${subSize}" letter-spacing="3" fill="${palette.inkSoft}" text-anchor="${style.align}">${escapeXml(subtitle.toUpperCase())}</text>`;
  return title + rule + sub;
}

function poster(key: string, random: Random, text: string, subtitle: string): string {
  const palette = paletteFor(key);
  const atTop = random() < 0.3;
  const scene = drawScene(random, palette, { w: 200, h: 300, horizon: atTop ? 0.7 : 0.52 });
  const overlay = atTop
    ? `<rect width="200" height="150" fill="url(#o)"/>`
    : `<rect y="130" width="200" height="170" fill="url(#o)"/>`;
  const frame =
    random() < 0.3
      ? `<rect x="7" y="7" width="186" height="286" fill="none" stroke="${palette.ink}" stroke-opacity=".35"/>`
      : '';
  const words = text ? titleBlock(random, palette, text, subtitle, atTop) : '';
  return svg(
    'poster',
    scene.defs + fade('o', palette.shade, !atTop),
    scene.shapes + (text ? overlay : '') + frame + words,
  );
}

function profile(key: string, random: Random, name: string): string {
  const palette = paletteFor(key);
  const hairStyle = Math.floor(random() * 4);
  const head = Math.round(between(random, 108, 118));
  const headY = String(head);
  const tone = palette.shade;
  const hair = [
    '',
    `<path d="M66 ${headY}a34 40 0 0 1 68 0q-10-20-34-20t-34 20z" fill="${palette.layers[2]}"/>`,
    `<rect x="60" y="${head - 44}" width="80" height="${220 - head}" rx="38" fill="${palette.layers[2]}"/>`,
    `<circle cx="100" cy="${head - 44}" r="14" fill="${palette.layers[2]}"/>`,
  ][hairStyle];
  const figure =
    (hairStyle === 2 ? hair : '') +
    `<g fill="${tone}"><ellipse cx="100" cy="${headY}" rx="33" ry="40"/><rect x="87" y="${head + 28}" width="26" height="40" rx="9"/><path d="M20 300C22 232 56 200 100 196C144 200 178 232 180 300Z"/></g>` +
    (hairStyle === 1 || hairStyle === 3 ? hair : '');
  const initials = initialsOf(name);
  const monogram = initials
    ? `<text x="100" y="266" font-family="${SERIF}" font-size="34" letter-spacing="3" fill="${palette.ink}" fill-opacity=".9" text-anchor="middle">${escapeXml(initials)}</text>`
    : '';
  const defs =
    `<linearGradient id="s" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${palette.layers[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>` +
    `<radialGradient id="g"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".8"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>`;
  const body =
    `<rect width="200" height="300" fill="url(#s)"/>` +
    `<circle cx="${r1(between(random, 70, 130))}" cy="${headY}" r="95" fill="url(#g)"/>` +
    figure +
    monogram;
  return svg('profile', defs, body);
}

function scene(kind: 'backdrop' | 'still', key: string, random: Random): string {
  const palette = paletteFor(key);
  const drawn = drawScene(random, palette, { w: 320, h: 180, horizon: 0.62 });
  if (kind === 'backdrop') return svg(kind, drawn.defs, drawn.shapes);
  const vignette = `<radialGradient id="v" r=".75"><stop offset=".55" stop-color="${palette.shade}" stop-opacity="0"/><stop offset="1" stop-color="${palette.shade}" stop-opacity=".7"/></radialGradient>`;
  return svg(
    kind,
    drawn.defs + vignette,
    `${drawn.shapes}<rect width="320" height="180" fill="url(#v)"/>`,
  );
}

/**
 * The SVG art for `kind` and `key`: the key's first segment chooses the palette, the whole key
 * and the kind the composition. `text` (a title or a name) and `subtitle` (a year) must already
 * be cleaned with cleanArtText; they are escaped here.
 */
export function renderArt(kind: ArtKind, key: string, text = '', subtitle = ''): string {
  const random = seededRandom(hashKey(`${kind}:${key}`));
  switch (kind) {
    case 'poster':
      return poster(key, random, text, subtitle);
    case 'profile':
      return profile(key, random, text);
    default:
      return scene(kind, key, random);
  }
}
