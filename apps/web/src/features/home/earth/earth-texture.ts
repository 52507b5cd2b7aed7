// The globe's surface, generated on the visitor's machine (no image download): seeded 3D gradient noise
// sampled on the sphere, so the map has no seam and no stretched poles. A low-frequency warp bends the
// coastlines and doubles as a moisture map; a second, finer field lays thin clouds over everything.
// The output is equirectangular RGBA pixels, row 0 at the north pole (image order).

const TAU = Math.PI * 2;

/** Mulberry32: a tiny seeded generator so every visitor sees the same planet. */
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

/** Perlin's improved noise over a seeded permutation; returns roughly -1..1. */
export function createNoise3(seed: number): (x: number, y: number, z: number) => number {
  const random = seededRandom(seed);
  const perm = new Uint8Array(256);
  for (let i = 0; i < 256; i++) perm[i] = i;
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const swap = perm[i]!;
    perm[i] = perm[j]!;
    perm[j] = swap;
  }
  // Doubled permutation, and each entry's gradient (Perlin's 12 edge directions, 4 repeated) looked up
  // once here instead of branching per corner.
  const p = new Int32Array(512);
  const gx = new Float64Array(512);
  const gy = new Float64Array(512);
  const gz = new Float64Array(512);
  const GRADIENTS = [
    [1, 1, 0],
    [-1, 1, 0],
    [1, -1, 0],
    [-1, -1, 0],
    [1, 0, 1],
    [-1, 0, 1],
    [1, 0, -1],
    [-1, 0, -1],
    [0, 1, 1],
    [0, -1, 1],
    [0, 1, -1],
    [0, -1, -1],
    [1, 1, 0],
    [0, -1, 1],
    [-1, 1, 0],
    [0, -1, -1],
  ] as const;
  for (let i = 0; i < 512; i++) {
    const value = perm[i & 255]!;
    p[i] = value;
    const gradient = GRADIENTS[value & 15]!;
    gx[i] = gradient[0];
    gy[i] = gradient[1];
    gz[i] = gradient[2];
  }
  const dot = (h: number, x: number, y: number, z: number) => gx[h]! * x + gy[h]! * y + gz[h]! * z;

  return (x, y, z) => {
    const fx = Math.floor(x);
    const fy = Math.floor(y);
    const fz = Math.floor(z);
    const X = fx & 255;
    const Y = fy & 255;
    const Z = fz & 255;
    x -= fx;
    y -= fy;
    z -= fz;
    const u = x * x * x * (x * (x * 6 - 15) + 10);
    const v = y * y * y * (y * (y * 6 - 15) + 10);
    const w = z * z * z * (z * (z * 6 - 15) + 10);
    const A = p[X]! + Y;
    const AA = p[A]! + Z;
    const AB = p[A + 1]! + Z;
    const B = p[X + 1]! + Y;
    const BA = p[B]! + Z;
    const BB = p[B + 1]! + Z;
    const x1 = x - 1;
    const y1 = y - 1;
    const z1 = z - 1;
    const n000 = dot(p[AA]!, x, y, z);
    const n100 = dot(p[BA]!, x1, y, z);
    const n010 = dot(p[AB]!, x, y1, z);
    const n110 = dot(p[BB]!, x1, y1, z);
    const n001 = dot(p[AA + 1]!, x, y, z1);
    const n101 = dot(p[BA + 1]!, x1, y, z1);
    const n011 = dot(p[AB + 1]!, x, y1, z1);
    const n111 = dot(p[BB + 1]!, x1, y1, z1);
    const nx00 = n000 + u * (n100 - n000);
    const nx10 = n010 + u * (n110 - n010);
    const nx01 = n001 + u * (n101 - n001);
    const nx11 = n011 + u * (n111 - n011);
    const nxy0 = nx00 + v * (nx10 - nx00);
    const nxy1 = nx01 + v * (nx11 - nx01);
    return nxy0 + w * (nxy1 - nxy0);
  };
}

type Rgb = readonly [number, number, number];

// Colour stops chosen to sit with the site's navy and cyan: deep navy seas, cyan shallows, muted land.
const DEEP_OCEAN: Rgb = [6, 18, 60];
const OCEAN: Rgb = [14, 52, 128];
const SHALLOWS: Rgb = [30, 150, 196];
const BEACH: Rgb = [196, 184, 132];
const JUNGLE: Rgb = [28, 104, 70];
const GRASS: Rgb = [72, 138, 78];
const DESERT: Rgb = [190, 158, 98];
const STEPPE: Rgb = [132, 128, 82];
const TUNDRA: Rgb = [120, 128, 112];
const ROCK: Rgb = [112, 98, 82];
const ICE: Rgb = [228, 238, 248];
const CLOUD: Rgb = [246, 250, 255];

/** Height below which a texel is sea; tuned so roughly a third of the planet is land. */
export const SEA_LEVEL = 0.1;

const clamp01 = (t: number) => Math.min(Math.max(t, 0), 1);
const smoothstep = (a: number, b: number, t: number) => {
  const x = clamp01((t - a) / (b - a));
  return x * x * (3 - 2 * x);
};

export interface EarthTexture {
  width: number;
  height: number;
  pixels: Uint8ClampedArray<ArrayBuffer>;
}

/** A surface being painted, a band of rows at a time, so the work can be spread over several frames. */
export interface EarthPainter {
  readonly texture: EarthTexture;
  /** Paints rows [from, to) of the map. */
  paintRows(from: number, to: number): void;
}

export function createEarthPainter(width: number, height: number, seed = 7): EarthPainter {
  const noise = createNoise3(seed);
  const pixels = new Uint8ClampedArray(width * height * 4);
  // Longitude tables: every row reuses them.
  const cosLon = new Float64Array(width);
  const sinLon = new Float64Array(width);
  for (let px = 0; px < width; px++) {
    const lon = ((px + 0.5) / width) * TAU;
    cosLon[px] = Math.cos(lon);
    sinLon[px] = Math.sin(lon);
  }
  // The texel's colour as it is built up, layer over layer.
  const rgb = new Float64Array(3);
  const set = (c: Rgb) => {
    rgb[0] = c[0];
    rgb[1] = c[1];
    rgb[2] = c[2];
  };
  const mixIn = (c: Rgb, t: number) => {
    if (t <= 0) return;
    rgb[0]! += (c[0] - rgb[0]!) * t;
    rgb[1]! += (c[1] - rgb[1]!) * t;
    rgb[2]! += (c[2] - rgb[2]!) * t;
  };

  const paintTexel = (x: number, y: number, z: number, polar: number, i: number) => {
    // A slow warp bends the continents; its first channel doubles as moisture.
    const warpA = noise(x * 1.1 + 5.2, y * 1.1 + 1.3, z * 1.1 + 9.7);
    const warpB = noise(x * 1.1 + 11.8, y * 1.1 + 7.4, z * 1.1 + 2.6);
    const qx = x * 1.4 + warpA * 0.55;
    const qy = y * 1.4 + warpB * 0.55;
    const qz = z * 1.4 + (warpA - warpB) * 0.4;
    let h = 0;
    let amplitude = 0.6;
    let frequency = 1;
    for (let o = 0; o < 4; o++) {
      h += amplitude * noise(qx * frequency + 31.7, qy * frequency + 17.3, qz * frequency + 3.1);
      amplitude *= 0.5;
      frequency *= 2.1;
    }

    if (polar > 0.955 - h * 0.12) set(ICE);
    else if (h < SEA_LEVEL) {
      const depth = clamp01((SEA_LEVEL - h) / 0.3);
      set(SHALLOWS);
      mixIn(OCEAN, smoothstep(0, 0.14, depth));
      mixIn(DEEP_OCEAN, smoothstep(0.14, 1, depth));
    } else {
      const elevation = clamp01((h - SEA_LEVEL) / 0.35);
      // Wet where the warp says so and along the equator, dry in the subtropics, cold near the poles.
      const moisture = clamp01(
        0.7 + warpA * 1.1 + (1 - smoothstep(0.05, 0.3, polar)) * 0.2 - smoothstep(0.3, 0.5, polar) * 0.15,
      );
      set(DESERT);
      mixIn(STEPPE, smoothstep(0.3, 0.45, moisture));
      mixIn(GRASS, smoothstep(0.45, 0.6, moisture));
      mixIn(JUNGLE, smoothstep(0.62, 0.85, moisture));
      mixIn(TUNDRA, smoothstep(0.68, 0.85, polar));
      mixIn(ROCK, smoothstep(0.5, 0.9, elevation) * 0.8);
      mixIn(BEACH, 1 - smoothstep(0, 0.05, elevation));
    }

    // Thin clouds, streaked east-west by stretching the field along the axis.
    const cloud =
      0.65 * noise(x * 2.4 + warpB * 0.8 + 71.1, y * 5.5 + 43.9, z * 2.4 + warpA * 0.8 + 12.5) +
      0.35 * noise(x * 5.3 + 19.4, y * 11 + 5.8, z * 5.3 + 27.2);
    mixIn(CLOUD, smoothstep(0.12, 0.5, cloud) * 0.7);

    pixels[i] = rgb[0]!;
    pixels[i + 1] = rgb[1]!;
    pixels[i + 2] = rgb[2]!;
    pixels[i + 3] = 255;
  };

  return {
    texture: { width, height, pixels },
    paintRows(from, to) {
      for (let py = from; py < to; py++) {
        const lat = (0.5 - (py + 0.5) / height) * Math.PI;
        const cosLat = Math.cos(lat);
        const y = Math.sin(lat);
        const polar = Math.abs(y);
        for (let px = 0; px < width; px++) {
          paintTexel(cosLat * cosLon[px]!, y, cosLat * sinLon[px]!, polar, (py * width + px) * 4);
        }
      }
    },
  };
}

/** The whole map in one go (tests and tools); the page paints it in slices with paintEarth below. */
export function generateEarthPixels(width: number, height: number, seed = 7): Uint8ClampedArray<ArrayBuffer> {
  const painter = createEarthPainter(width, height, seed);
  painter.paintRows(0, height);
  return painter.texture.pixels;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Paints the map in slices of about `sliceMs`, yielding to the browser between them so scrolling and
 * input stay smooth while the planet is made. Rejects with an AbortError when `signal` aborts.
 */
export async function paintEarth(
  width: number,
  height: number,
  { seed = 7, signal, sliceMs = 8 }: { seed?: number; signal?: AbortSignal; sliceMs?: number } = {},
): Promise<EarthTexture> {
  const painter = createEarthPainter(width, height, seed);
  let row = 0;
  while (row < height) {
    if (signal?.aborted) throw new DOMException('Painting the Earth was cancelled', 'AbortError');
    const start = performance.now();
    // At least one band per slice, however small the budget, so painting always moves on.
    do {
      const next = Math.min(height, row + 4);
      painter.paintRows(row, next);
      row = next;
    } while (row < height && performance.now() - start < sliceMs);
    if (row < height) await nextTask();
  }
  return painter.texture;
}
