import { between, pick, r0, r1, type Palette, type Random } from './art-palette';

/** A scene drawn into a w × h box: gradient definitions and the shapes that use them. */
export interface Scene {
  defs: string;
  shapes: string;
}

export interface SceneBox {
  w: number;
  h: number;
  /** Where land meets sky, as a fraction of h. */
  horizon: number;
}

type SceneFn = (random: Random, palette: Palette, box: SceneBox) => Scene;

const sky = (p: Palette) =>
  `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>`;

const glow = (id: string, color: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}"/><stop offset=".35" stop-color="${color}" stop-opacity=".55"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

const background = (box: SceneBox) => `<rect width="${box.w}" height="${box.h}" fill="url(#s)"/>`;

/** A jagged ridge line across the box, closed along the bottom edge. */
function ridge(random: Random, box: SceneBox, baseY: number, rough: number, fill: string): string {
  const steps = 6 + Math.floor(random() * 4);
  const points: string[] = [`0,${box.h}`];
  for (let i = 0; i <= steps; i++) {
    const x = (box.w * i) / steps;
    points.push(`${r0(x)},${r0(baseY + between(random, -rough, rough))}`);
  }
  points.push(`${box.w},${box.h}`);
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** A small standing figure, feet at (x, y), `size` tall. */
function figure(x: number, y: number, size: number, fill: string): string {
  const s = size / 10;
  const head = `<circle cx="${r1(x)}" cy="${r1(y - 8.7 * s)}" r="${r1(1.2 * s)}"/>`;
  const body = `<path d="M${r1(x - 1.6 * s)} ${r1(y)}l${r1(0.4 * s)} -${r1(4.5 * s)}l-${r1(0.5 * s)} -${r1(2.5 * s)}q${r1(1.7 * s)} -${r1(0.6 * s)} ${r1(3.4 * s)} 0l-${r1(0.5 * s)} ${r1(2.5 * s)}l${r1(0.4 * s)} ${r1(4.5 * s)}z"/>`;
  return `<g fill="${fill}">${head}${body}</g>`;
}

function stars(random: Random, box: SceneBox, color: string): string {
  let d = '';
  const count = 10 + Math.floor(random() * 8);
  for (let i = 0; i < count; i++) {
    const size = random() < 0.3 ? 1.2 : 0.7;
    d += `M${r1(random() * box.w)} ${r1(random() * box.h * box.horizon * 0.8)}h${size}v${size}h-${size}z`;
  }
  return `<path d="${d}" fill="${color}" opacity=".8"/>`;
}

const ridges: SceneFn = (random, p, box) => {
  const horizonY = box.h * box.horizon;
  const sunX = between(random, 0.2, 0.8) * box.w;
  const sunY = horizonY - between(random, 0.05, 0.25) * box.h;
  const sunR = between(random, 0.07, 0.12) * Math.max(box.w, box.h);
  let shapes = background(box);
  if (p.night) shapes += stars(random, box, p.ink);
  shapes += `<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(sunR * 2.6)}" fill="url(#g)"/>`;
  shapes += `<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(sunR)}" fill="${p.accent}"/>`;
  p.layers.forEach((fill, i) => {
    const y = horizonY + (i * box.h * (1 - box.horizon)) / 3.2;
    shapes += ridge(random, box, y, box.h * (0.09 - i * 0.02), fill);
  });
  if (random() < 0.45) {
    const x = between(random, 0.25, 0.75) * box.w;
    shapes += figure(x, box.h * (box.horizon + 0.2), box.h * 0.09, p.shade);
  }
  return { defs: sky(p) + glow('g', p.accent), shapes };
};

const retroSun: SceneFn = (random, p, box) => {
  const horizonY = box.h * box.horizon;
  const r = Math.min(box.w, box.h) * between(random, 0.26, 0.34);
  const cx = box.w / 2;
  const cy = horizonY - r * 0.35;
  let shapes = background(box);
  if (p.night) shapes += stars(random, box, p.ink);
  shapes += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="url(#u)"/>`;
  for (let i = 0; i < 5; i++) {
    const y = cy + r * (0.1 + i * 0.2);
    shapes += `<rect x="${r1(cx - r)}" y="${r1(y)}" width="${r1(2 * r)}" height="${r1(1 + i * 1.3)}" fill="${p.sky[1]}"/>`;
  }
  shapes += `<rect y="${r1(horizonY)}" width="${box.w}" height="${r1(box.h - horizonY)}" fill="${p.layers[2]}"/>`;
  let grid = '';
  for (let i = -6; i <= 6; i++) {
    grid += `M${r1(cx + i * box.w * 0.05)} ${r1(horizonY)}L${r1(cx + i * box.w * 0.32)} ${box.h}`;
  }
  for (let i = 1; i <= 5; i++) {
    const y = horizonY + (box.h - horizonY) * (i / 5) ** 1.8;
    grid += `M0 ${r1(y)}H${box.w}`;
  }
  shapes += `<path d="${grid}" stroke="${p.accent2}" stroke-width=".6" opacity=".55"/>`;
  const defs = `${sky(p)}<linearGradient id="u" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent2}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>`;
  return { defs, shapes };
};

const rings: SceneFn = (random, p, box) => {
  const cx = between(random, 0.3, 0.7) * box.w;
  const cy = between(random, 0.25, 0.5) * box.h;
  const count = 6 + Math.floor(random() * 4);
  const step = Math.max(box.w, box.h) * between(random, 0.05, 0.08);
  let circles = '';
  for (let i = 1; i <= count; i++) {
    const color = i % 3 === 0 ? p.accent2 : p.accent;
    circles += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(i * step)}" stroke="${color}" stroke-width="${r1(between(random, 0.6, 2.6))}" opacity="${r1(1 - i / (count + 2))}"/>`;
  }
  const dot = `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(step * 0.6)}" fill="${p.accent}"/>`;
  return { defs: sky(p), shapes: `${background(box)}<g fill="none">${circles}</g>${dot}` };
};

const blocks: SceneFn = (random, p, box) => {
  const colors = [p.layers[0], p.accent, p.layers[1], p.accent2, p.layers[2]];
  let shapes = background(box);
  const angle = pick(random, [-30, -15, 0, 15, 30, 45]);
  let inner = '';
  for (let i = 0; i < 5; i++) {
    const w = between(random, 0.25, 0.7) * box.w;
    const h = between(random, 0.05, 0.3) * box.h;
    const x = between(random, -0.1, 0.8) * box.w;
    const y = between(random, 0.05, 0.75) * box.h;
    inner += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${colors[i]}" opacity="${r1(between(random, 0.65, 0.95))}"/>`;
  }
  shapes += `<g transform="rotate(${angle} ${box.w / 2} ${box.h / 2})">${inner}</g>`;
  const lineY = r1(between(random, 0.2, 0.8) * box.h);
  shapes += `<path d="M0 ${lineY}H${box.w}" stroke="${p.ink}" stroke-width=".5" opacity=".6"/>`;
  return { defs: sky(p), shapes };
};

const bokeh: SceneFn = (random, p, box) => {
  let shapes = `<rect width="${box.w}" height="${box.h}" fill="${p.shade}"/><rect width="${box.w}" height="${box.h}" fill="url(#s)" opacity=".55"/>`;
  const count = 6 + Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const r = between(random, 0.08, 0.3) * Math.min(box.w, box.h);
    shapes += `<circle cx="${r1(random() * box.w)}" cy="${r1(random() * box.h)}" r="${r1(r)}" fill="url(#${i % 2 ? 'g' : 'k'})" opacity="${r1(between(random, 0.35, 0.9))}"/>`;
  }
  return { defs: sky(p) + glow('g', p.accent) + glow('k', p.accent2), shapes };
};

const waves: SceneFn = (random, p, box) => {
  const horizonY = box.h * box.horizon;
  const moonX = between(random, 0.15, 0.85) * box.w;
  const moonY = horizonY * between(random, 0.3, 0.7);
  const moonR = Math.min(box.w, box.h) * between(random, 0.06, 0.1);
  let shapes = background(box);
  if (p.night) shapes += stars(random, box, p.ink);
  shapes += `<circle cx="${r1(moonX)}" cy="${r1(moonY)}" r="${r1(moonR * 3)}" fill="url(#g)"/><circle cx="${r1(moonX)}" cy="${r1(moonY)}" r="${r1(moonR)}" fill="${p.ink}"/>`;
  const bands = [p.layers[0], p.layers[1], p.layers[2], p.shade];
  bands.forEach((fill, i) => {
    const y = horizonY + (i * (box.h - horizonY)) / 4;
    const amp = (box.h - horizonY) * between(random, 0.04, 0.12);
    const q = box.w / 4;
    shapes += `<path d="M0 ${r1(y)}C${r1(q)} ${r1(y - amp)} ${r1(q * 1.5)} ${r1(y + amp)} ${r1(q * 2)} ${r1(y)}S${r1(q * 3.5)} ${r1(y - amp)} ${box.w} ${r1(y)}V${box.h}H0z" fill="${fill}"/>`;
  });
  return { defs: sky(p) + glow('g', p.ink), shapes };
};

const city: SceneFn = (random, p, box) => {
  const horizonY = box.h * (box.horizon + 0.1);
  let shapes = background(box);
  if (p.night) shapes += stars(random, box, p.ink);
  const sunX = between(random, 0.2, 0.8) * box.w;
  const sunR = Math.min(box.w, box.h) * 0.09;
  shapes += `<circle cx="${r1(sunX)}" cy="${r1(horizonY * 0.45)}" r="${r1(sunR * 3)}" fill="url(#g)"/><circle cx="${r1(sunX)}" cy="${r1(horizonY * 0.45)}" r="${r1(sunR)}" fill="${p.accent}"/>`;
  for (const [layer, scale] of [
    [1, 0.75],
    [2, 1],
  ] as const) {
    let x = -between(random, 0, 10);
    let d = `M${r0(x)} ${box.h}`;
    while (x < box.w) {
      const top = horizonY - between(random, 0.08, 0.4) * box.h * scale;
      x += between(random, 0.05, 0.12) * box.w;
      d += `V${r0(top)}H${r0(x)}`;
    }
    shapes += `<path d="${d}V${box.h}z" fill="${p.layers[layer]}"/>`;
  }
  if (p.night) {
    let lit = '';
    for (let i = 0; i < 12; i++) {
      lit += `M${r1(random() * box.w)} ${r1(horizonY - random() * box.h * 0.3)}h1.6v2.2h-1.6z`;
    }
    shapes += `<path d="${lit}" fill="${p.accent2}" opacity=".85"/>`;
  }
  return { defs: sky(p) + glow('g', p.accent), shapes };
};

const beams: SceneFn = (random, p, box) => {
  const fromTop = random() < 0.5;
  const ox = between(random, 0.3, 0.7) * box.w;
  const oy = fromTop ? -box.h * 0.05 : box.h * 1.02;
  let shapes = `<rect width="${box.w}" height="${box.h}" fill="${p.shade}"/><rect width="${box.w}" height="${box.h}" fill="url(#s)" opacity=".5"/>`;
  const count = 3 + Math.floor(random() * 3);
  for (let i = 0; i < count; i++) {
    const spread = between(random, 0.04, 0.12) * box.w;
    const tx = between(random, -0.2, 1.2) * box.w;
    const ty = fromTop ? box.h * 1.1 : -box.h * 0.1;
    shapes += `<polygon points="${r1(ox)},${r1(oy)} ${r1(tx - spread)},${r1(ty)} ${r1(tx + spread)},${r1(ty)}" fill="url(#b)" opacity="${r1(between(random, 0.25, 0.55))}"/>`;
  }
  const groundY = box.h * (box.horizon + 0.22);
  shapes += `<rect y="${r1(groundY)}" width="${box.w}" height="${r1(box.h - groundY)}" fill="${p.shade}" opacity=".8"/>`;
  shapes += figure(ox, groundY, box.h * 0.16, p.shade);
  const stops = fromTop
    ? `<stop offset="0" stop-color="${p.accent2}"/><stop offset="1" stop-color="${p.accent2}" stop-opacity="0"/>`
    : `<stop offset="0" stop-color="${p.accent2}" stop-opacity="0"/><stop offset="1" stop-color="${p.accent2}"/>`;
  const defs = `${sky(p)}<linearGradient id="b" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`;
  return { defs, shapes };
};

const SCENES: SceneFn[] = [ridges, retroSun, rings, blocks, bokeh, waves, city, beams];

/** One of the scenes, chosen by the random source. */
export function drawScene(random: Random, palette: Palette, box: SceneBox): Scene {
  return pick(random, SCENES)(random, palette, box);
}
