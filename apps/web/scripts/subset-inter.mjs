// Makes the storefront's text font: Inter (the variable latin file @fontsource-variable/inter ships) cut to
// what the site draws: the latin code points of the fonts' unicode-range (src/styles/latin-unicode-range.json) and
// weights 400-700 only (normal, medium, semibold, bold). 47 KB becomes 30 KB; it is preloaded on every
// page, and its bytes were what kept the marketplace's largest paint over 2 s in Lighthouse's mobile run.
// Runs before every build and dev server; the file is generated, not committed (.generated/ is ignored).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const here = import.meta.dirname;
const { unicodeRange } = JSON.parse(readFileSync(path.join(here, '../src/styles/latin-unicode-range.json'), 'utf8'));
const WEIGHTS = { min: 400, max: 700 };

const out = path.join(here, '../.generated/inter-latin-wght-400-700.woff2');
const source = createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

const codePoints = unicodeRange.split(',').flatMap((range) => {
  const [from, to = from] = range
    .trim()
    .slice(2)
    .split('-')
    .map((hex) => Number.parseInt(hex, 16));
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
});
// Control characters have no glyphs to keep.
const text = String.fromCodePoint(...codePoints.filter((cp) => cp >= 0x20));
const font = await subsetFont(readFileSync(source), text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, font);
console.log(`web: Inter cut to ${(font.length / 1024).toFixed(1)} KB (${path.relative(process.cwd(), out)})`);
