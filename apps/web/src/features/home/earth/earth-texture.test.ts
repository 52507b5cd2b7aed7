import { describe, expect, it } from 'vitest';
import { generateEarthPixels, paintEarth } from './earth-texture.ts';

const W = 128;
const H = 64;
const rgbAt = (pixels: Uint8ClampedArray, x: number, y: number) => {
  const i = (y * W + x) * 4;
  return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
};
const distance = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

describe('the generated Earth surface', () => {
  const pixels = generateEarthPixels(W, H);

  it('is the same planet for every visitor, and another seed makes another', () => {
    expect(generateEarthPixels(W, H)).toEqual(pixels);
    expect(generateEarthPixels(W, H, 8)).not.toEqual(pixels);
  });

  it('is opaque, mostly sea with some land, and icy at the poles', () => {
    let land = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      expect(pixels[i + 3]).toBe(255);
      const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      if (g > b || r > b) land++;
    }
    const share = land / (W * H);
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.5);
    const pole = rgbAt(pixels, 10, 0);
    expect(Math.min(...pole)).toBeGreaterThan(200);
  });

  it('has no seam where the map wraps round', () => {
    let seam = 0;
    let neighbour = 0;
    for (let y = 0; y < H; y++) {
      seam += distance(rgbAt(pixels, W - 1, y), rgbAt(pixels, 0, y));
      neighbour += distance(rgbAt(pixels, 0, y), rgbAt(pixels, 1, y));
    }
    expect(seam).toBeLessThan(neighbour * 2 + H);
  });

  it('paints the same pixels in slices, and stops when cancelled', async () => {
    const sliced = await paintEarth(W, H, { sliceMs: 0 });
    expect(sliced.pixels).toEqual(pixels);
    const controller = new AbortController();
    const painting = paintEarth(W, H, { sliceMs: 0, signal: controller.signal });
    controller.abort();
    await expect(painting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
