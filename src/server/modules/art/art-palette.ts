/** Hashing, a small seeded random source and colour palettes for the generated art. */

/** FNV-1a, 32 bits: the same key always gives the same art. */
export function hashKey(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  (): number;
}

/** mulberry32: tiny, fast and good enough for picking shapes and colours. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: Random, min: number, max: number) => min + random() * (max - min);

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** One decimal without a leading zero ('.7', '-2.5'): small SVG, no visible steps. */
export const r1 = (value: number) => String(Math.round(value * 10) / 10).replace(/^(-?)0\./, '$1.');

/** Whole units, for large shapes where a fraction is invisible. */
export const r0 = (value: number) => String(Math.round(value));

/** An HSL colour as a short hex string. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(Math.max(saturation, 0), 100) / 100;
  const l = Math.min(Math.max(lightness, 0), 100) / 100;
  const channel = (n: number) => {
    const k = (n + h * 12) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export interface Palette {
  /** Background gradient, top to bottom. */
  sky: [string, string];
  /** Mid-tones for shapes, back to front. */
  layers: [string, string, string];
  accent: string;
  accent2: string;
  /** Near-black of the palette's hue, for shadows and text backing. */
  shade: string;
  /** Light tone of the palette's hue, for text. */
  ink: string;
  inkSoft: string;
  /** Whether the scene is a night scene (stars, lit windows). */
  night: boolean;
}

type Scheme = (hue: number, random: Random) => Palette;

const SCHEMES: Scheme[] = [
  // Dusk: deep blue-violet sky warming towards the horizon.
  (h, rand) => ({
    sky: [hsl(h, 45, 14), hsl(h + 35, 55, 34)],
    layers: [hsl(h + 10, 35, 26), hsl(h + 5, 40, 17), hsl(h, 45, 9)],
    accent: hsl(h + 180 + between(rand, -25, 25), 85, 64),
    accent2: hsl(h + 150, 80, 72),
    shade: hsl(h, 50, 6),
    ink: hsl(h + 180, 30, 95),
    inkSoft: hsl(h + 180, 25, 78),
    night: true,
  }),
  // Vivid: saturated mid-tone with a complementary sun.
  (h) => ({
    sky: [hsl(h, 62, 44), hsl(h + 30, 70, 28)],
    layers: [hsl(h + 15, 55, 36), hsl(h + 20, 60, 24), hsl(h + 25, 65, 13)],
    accent: hsl(h + 190, 90, 72),
    accent2: hsl(h + 160, 85, 60),
    shade: hsl(h + 25, 70, 7),
    ink: hsl(h, 40, 97),
    inkSoft: hsl(h, 50, 85),
    night: false,
  }),
  // Pastel daylight with dark foreground.
  (h) => ({
    sky: [hsl(h, 55, 80), hsl(h + 25, 50, 64)],
    layers: [hsl(h + 30, 30, 55), hsl(h + 40, 35, 38), hsl(h + 50, 40, 20)],
    accent: hsl(h + 200, 70, 55),
    accent2: hsl(h - 30, 85, 62),
    shade: hsl(h + 50, 45, 9),
    ink: hsl(h, 30, 97),
    inkSoft: hsl(h, 35, 86),
    night: false,
  }),
  // Noir: almost black with a single hot accent.
  (h) => ({
    sky: [hsl(h, 12, 10), hsl(h, 16, 20)],
    layers: [hsl(h, 10, 17), hsl(h, 12, 11), hsl(h, 14, 5)],
    accent: hsl(h, 90, 55),
    accent2: hsl(h + 25, 85, 65),
    shade: hsl(h, 20, 4),
    ink: hsl(h, 10, 96),
    inkSoft: hsl(h, 40, 75),
    night: true,
  }),
  // Duotone: two complementary hues.
  (h) => ({
    sky: [hsl(h, 65, 22), hsl(h + 180, 55, 38)],
    layers: [hsl(h + 180, 45, 30), hsl(h + 200, 50, 20), hsl(h + 210, 55, 11)],
    accent: hsl(h + 40, 95, 62),
    accent2: hsl(h + 180, 80, 70),
    shade: hsl(h + 210, 60, 6),
    ink: hsl(h + 40, 40, 96),
    inkSoft: hsl(h + 40, 60, 80),
    night: true,
  }),
];

/**
 * The palette of a key. Only the part before the first '-' counts, so '12' (a title's poster and
 * backdrop), '12-3' (its third still) and '12-s1e2' (an episode) share one palette.
 */
export function paletteFor(key: string): Palette {
  const family = key.split('-')[0]!;
  const random = seededRandom(hashKey(`palette:${family}`));
  const hue = Math.floor(random() * 360);
  const scheme = Math.floor(random() * SCHEMES.length);
  // Bright yellow-greens look acidic as large skies: the light schemes turn them to teal.
  const light = scheme === 1 || scheme === 2;
  return SCHEMES[scheme]!(light && hue > 60 && hue < 150 ? hue + 80 : hue, random);
}
