// Demo artwork drawn at seed time: a space scene (gradient, stars, ringed planet, a motif per
// category) as SVG, rasterised to PNG with sharp. No downloads, no binary files in git.
import { imageLibrary } from '../../lib/images.ts';

/** A small seeded PRNG (mulberry32): the same seed gives the same demo data on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Motif = 'chip' | 'book' | 'shirt' | 'headset' | 'rocket' | 'figure' | 'badge' | 'planet' | 'pod';

export interface ArtOptions {
  title: string;
  /** A small label above the title, e.g. the category. */
  label: string;
  motif: Motif;
  /** Accent hue in degrees; the background stays deep navy/violet. */
  hue: number;
  seed: number;
  width: number;
  height: number;
}

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** Greedy word wrap into at most `maxLines` lines of about `maxChars` characters. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

// Each motif is drawn in a 400x400 box centred on (200, 200), filled with the accent gradient.
function motifSvg(motif: Motif, accent: string, light: string): string {
  const body = `fill="url(#accent)" stroke="${light}" stroke-width="4" stroke-linejoin="round"`;
  switch (motif) {
    case 'chip':
      return `
        <rect x="30" y="110" width="340" height="170" rx="18" ${body}/>
        <rect x="60" y="280" width="140" height="22" fill="${light}" fill-opacity="0.8"/>
        ${[120, 280]
          .map(
            (cx) => `<circle cx="${cx}" cy="195" r="62" fill="#0b1026" stroke="${light}" stroke-width="4"/>
        <circle cx="${cx}" cy="195" r="16" fill="${accent}"/>
        ${[0, 60, 120, 180, 240, 300].map((d) => `<path d="M${cx} ${195} l0 -52" stroke="${accent}" stroke-width="10" stroke-linecap="round" transform="rotate(${d} ${cx} 195)"/>`).join('')}`,
          )
          .join('')}
        <rect x="40" y="122" width="320" height="10" rx="5" fill="${light}" fill-opacity="0.5"/>`;
    case 'book':
      return `
        <path d="M200 120 C150 95 80 95 30 115 L30 320 C80 300 150 300 200 325 Z" ${body}/>
        <path d="M200 120 C250 95 320 95 370 115 L370 320 C320 300 250 300 200 325 Z" ${body}/>
        ${[150, 185, 220, 255].map((y) => `<path d="M60 ${y} C100 ${y - 10} 140 ${y - 10} 175 ${y + 5}" stroke="${light}" stroke-width="5" fill="none" stroke-opacity="0.7"/><path d="M225 ${y + 5} C260 ${y - 10} 300 ${y - 10} 340 ${y}" stroke="${light}" stroke-width="5" fill="none" stroke-opacity="0.7"/>`).join('')}
        <path d="M250 40 h110 a20 20 0 0 1 20 20 v40 a20 20 0 0 1 -20 20 h-70 l-25 22 v-22 h-15 a20 20 0 0 1 -20 -20 v-40 a20 20 0 0 1 20 -20 z" fill="#ffffff" fill-opacity="0.9"/>
        <circle cx="285" cy="80" r="7" fill="#0b1026"/><circle cx="305" cy="80" r="7" fill="#0b1026"/><circle cx="325" cy="80" r="7" fill="#0b1026"/>`;
    case 'shirt':
      return `
        <path d="M140 60 L90 75 L20 140 L70 200 L110 170 L110 350 L290 350 L290 170 L330 200 L380 140 L310 75 L260 60 C250 95 150 95 140 60 Z" ${body}/>
        <circle cx="200" cy="205" r="48" fill="#0b1026" fill-opacity="0.85"/>
        <ellipse cx="200" cy="205" rx="78" ry="18" fill="none" stroke="${light}" stroke-width="6" transform="rotate(-18 200 205)"/>
        <circle cx="200" cy="205" r="30" fill="${light}"/>`;
    case 'headset':
      return `
        <path d="M80 230 C80 90 320 90 320 230" fill="none" stroke="${light}" stroke-width="26" stroke-linecap="round"/>
        <path d="M80 230 C80 90 320 90 320 230" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>
        <rect x="40" y="200" width="85" height="130" rx="36" ${body}/>
        <rect x="275" y="200" width="85" height="130" rx="36" ${body}/>
        <path d="M85 320 C95 370 160 375 185 360" fill="none" stroke="${light}" stroke-width="8" stroke-linecap="round"/>
        <circle cx="190" cy="358" r="12" fill="${light}"/>`;
    case 'rocket':
      return `
        <path d="M200 20 C260 70 280 160 265 280 L135 280 C120 160 140 70 200 20 Z" ${body}/>
        <circle cx="200" cy="140" r="34" fill="#0b1026" stroke="${light}" stroke-width="8"/>
        <path d="M135 220 L85 300 L140 285 Z" ${body}/>
        <path d="M265 220 L315 300 L260 285 Z" ${body}/>
        <path d="M155 285 C165 340 180 370 200 390 C220 370 235 340 245 285 Z" fill="#ffb347" fill-opacity="0.9"/>
        <path d="M175 285 C182 320 190 340 200 355 C210 340 218 320 225 285 Z" fill="#fff3b0"/>`;
    case 'figure':
      return `
        <ellipse cx="200" cy="360" rx="120" ry="26" fill="${light}" fill-opacity="0.35"/>
        <ellipse cx="200" cy="350" rx="105" ry="20" ${body}/>
        <path d="M150 170 L110 330 L290 330 L250 170 Z" fill="#0b1026" fill-opacity="0.55"/>
        <path d="M165 165 C150 230 150 290 160 345 L240 345 C250 290 250 230 235 165 Z" ${body}/>
        <path d="M165 170 L115 250 L130 260 L175 205 Z" ${body}/>
        <path d="M235 170 L290 120 L300 132 L245 205 Z" ${body}/>
        <circle cx="200" cy="120" r="46" fill="#ffe4cf" stroke="${light}" stroke-width="4"/>
        <path d="M150 115 L160 60 L180 90 L200 45 L220 90 L240 60 L250 115 C230 90 170 90 150 115 Z" fill="${accent}" stroke="${light}" stroke-width="4" stroke-linejoin="round"/>
        <circle cx="183" cy="125" r="7" fill="#0b1026"/><circle cx="217" cy="125" r="7" fill="#0b1026"/>`;
    case 'badge':
      return `
        <circle cx="200" cy="200" r="165" ${body}/>
        <circle cx="200" cy="200" r="135" fill="#0b1026" fill-opacity="0.6" stroke="${light}" stroke-width="4" stroke-dasharray="14 10"/>
        <path d="M200 95 L226 166 L301 168 L242 214 L263 287 L200 245 L137 287 L158 214 L99 168 L174 166 Z" fill="${light}" stroke="#ffffff" stroke-width="4" stroke-linejoin="round"/>`;
    case 'planet':
      return `
        <ellipse cx="200" cy="215" rx="190" ry="48" fill="none" stroke="${light}" stroke-width="14" stroke-opacity="0.6" transform="rotate(-14 200 215)"/>
        <circle cx="200" cy="200" r="120" ${body}/>
        <path d="M95 150 C150 170 250 170 310 140 M82 205 C150 230 260 225 320 195 M100 258 C160 280 240 280 300 255" stroke="#ffffff" stroke-width="10" fill="none" stroke-opacity="0.25" stroke-linecap="round"/>
        <path d="M10 262 A190 48 0 0 0 390 168" fill="none" stroke="${light}" stroke-width="14" stroke-linecap="round" transform="rotate(-14 200 215)"/>`;
    case 'pod':
      return `
        <ellipse cx="200" cy="330" rx="170" ry="22" fill="${light}" fill-opacity="0.3"/>
        <rect x="20" y="120" width="360" height="190" rx="95" ${body}/>
        <path d="M70 215 C70 150 130 135 200 135 C270 135 330 150 330 215 Z" fill="#0b1026" fill-opacity="0.85" stroke="${light}" stroke-width="4"/>
        <path d="M95 200 C100 170 140 158 185 156" stroke="#ffffff" stroke-width="8" fill="none" stroke-opacity="0.5" stroke-linecap="round"/>
        ${[90, 150, 210, 270, 310].map((x) => `<circle cx="${x}" cy="262" r="7" fill="${light}"/>`).join('')}
        <rect x="110" y="305" width="30" height="25" fill="${light}"/><rect x="260" y="305" width="30" height="25" fill="${light}"/>`;
  }
}

/** The artwork as SVG text. */
export function artSvg(o: ArtOptions): string {
  const rand = seededRandom(o.seed);
  const { width: w, height: h } = o;
  const min = Math.min(w, h);
  const accent = hsl(o.hue, 85, 60);
  const light = hsl(o.hue + 20, 90, 82);
  // One radial gradient: an accent-tinted glow behind the motif, violet, then deep navy at the edges.
  const glow = hsl(o.hue, 50, 28);
  const violet = hsl(262 + ((o.hue * 7) % 30) - 15, 55, 14);
  const navy = hsl(228, 65, 6);

  const stars = Array.from({ length: Math.round((w * h) / 7000) }, () => {
    const r = 0.6 + rand() ** 3 * 2.4;
    return `<circle cx="${(rand() * w).toFixed(1)}" cy="${(rand() * h).toFixed(1)}" r="${r.toFixed(2)}" fill="#ffffff" fill-opacity="${(0.35 + rand() * 0.65).toFixed(2)}"/>`;
  }).join('');

  // A ringed planet in one of the upper corners, its hue offset from the accent.
  const left = rand() < 0.5;
  // Kept to a corner so it never hides the motif.
  const pr = min * (0.065 + rand() * 0.03);
  const px = left ? min * (0.12 + rand() * 0.04) : w - min * (0.12 + rand() * 0.04);
  const py = h * (0.11 + rand() * 0.04);
  const planetHue = o.hue + 140 + rand() * 80;
  const tilt = -25 + rand() * 50;

  const box = min * (o.motif === 'pod' ? 0.74 : 0.58);
  const scale = box / 400;
  const mx = (w - box) / 2;
  const my = o.motif === 'pod' ? h * 0.04 : h * 0.1;

  const fontSize = Math.round(min * (o.title.length > 34 ? 0.052 : 0.062));
  const lines = wrap(o.title, Math.floor((w * 0.86) / (fontSize * 0.58)), 2);
  const textTop = h - min * 0.08 - (lines.length - 1) * fontSize * 1.2;
  const labelSize = Math.round(min * 0.03);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.4" r="0.75">
      <stop offset="0" stop-color="${glow}"/><stop offset="0.45" stop-color="${violet}"/><stop offset="1" stop-color="${navy}"/>
    </radialGradient>
    <linearGradient id="accent" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${hsl(o.hue + 30, 80, 42)}"/>
    </linearGradient>
    <radialGradient id="planet" cx="0.35" cy="0.35" r="0.75">
      <stop offset="0" stop-color="${hsl(planetHue, 70, 70)}"/><stop offset="1" stop-color="${hsl(planetHue, 60, 22)}"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${stars}
  <g transform="rotate(${tilt.toFixed(1)} ${px.toFixed(1)} ${py.toFixed(1)})">
    <ellipse cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" rx="${(pr * 1.9).toFixed(1)}" ry="${(pr * 0.42).toFixed(1)}" fill="none" stroke="${hsl(planetHue + 30, 60, 75)}" stroke-width="${(pr * 0.1).toFixed(1)}" stroke-opacity="0.55"/>
    <circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="${pr.toFixed(1)}" fill="url(#planet)"/>
    <path d="M${(px - pr * 1.9).toFixed(1)} ${py.toFixed(1)} A${(pr * 1.9).toFixed(1)} ${(pr * 0.42).toFixed(1)} 0 0 0 ${(px + pr * 1.9).toFixed(1)} ${py.toFixed(1)}" fill="none" stroke="${hsl(planetHue + 30, 60, 75)}" stroke-width="${(pr * 0.1).toFixed(1)}" stroke-opacity="0.8"/>
  </g>
  <g transform="translate(${mx.toFixed(1)} ${my.toFixed(1)}) scale(${scale.toFixed(4)})">${motifSvg(o.motif, accent, light)}</g>
  <text x="${w / 2}" y="${(textTop - fontSize * 1.15).toFixed(1)}" text-anchor="middle" font-family="sans-serif" font-size="${labelSize}" font-weight="700" letter-spacing="${(labelSize * 0.2).toFixed(1)}" fill="${accent}">${escapeXml(o.label.toUpperCase())}</text>
  ${lines.map((line, i) => `<text x="${w / 2}" y="${(textTop + i * fontSize * 1.2).toFixed(1)}" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`).join('\n  ')}
</svg>`;
}

/** The artwork as a PNG. */
export async function renderArtPng(o: ArtOptions): Promise<Buffer> {
  const sharp = await imageLibrary();
  return sharp(Buffer.from(artSvg(o)))
    .png()
    .toBuffer();
}
