/** WCAG 2 colour arithmetic for theme colours (hex and rgb()/rgba() CSS colours). */

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+[\d.]+%?)?\s*\)$/i;

/** The colour's red, green and blue channels (0–255), or null for a format it cannot read. */
export function parseCssColor(value: string): Rgb | null {
  const color = value.trim();
  const hex = HEX.exec(color)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
  }
  const rgb = RGB.exec(color);
  if (rgb) return [rgb[1], rgb[2], rgb[3]].map((channel) => Math.min(255, Number(channel))) as Rgb;
  return null;
}

/** WCAG relative luminance, from 0 (black) to 1 (white). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio of two colours (1 to 21), or null when either cannot be read. */
export function contrastRatio(first: string, second: string): number | null {
  const a = parseCssColor(first);
  const b = parseCssColor(second);
  if (!a || !b) return null;
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * Whether a surface is dark: light text contrasts with it more than dark text does (the point
 * where black and white text have equal contrast). Null when the colour cannot be read.
 */
export function isDarkColor(value: string): boolean | null {
  const rgb = parseCssColor(value);
  if (!rgb) return null;
  return relativeLuminance(rgb) < Math.sqrt(1.05 * 0.05) - 0.05;
}
