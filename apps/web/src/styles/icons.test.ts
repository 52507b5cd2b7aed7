// The stylesheet's icons (styles/icons.ts): each class the app uses is one the plugin draws (a missing one would
// leave an invisible box, with no error anywhere), and each is Lucide's shape in a data URL CSS can hold.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconRules, iconSvg, svgDataUrl } from './icons.ts';

/** Every `icon-…` class written in the app's components. */
function iconClassesUsed(): Set<string> {
  const src = path.resolve(import.meta.dirname, '..');
  const used = new Set<string>();
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx') || file.endsWith('.test.tsx')) continue;
    const text = readFileSync(path.join(src, file), 'utf8');
    for (const match of text.matchAll(/className="([^"]*)"/g)) {
      for (const name of match[1]!.split(/\s+/)) if (name.startsWith('icon-')) used.add(name);
    }
  }
  return used;
}

describe('stylesheet icons', () => {
  it('draws every icon class the app uses, as a mask of an SVG', () => {
    const used = iconClassesUsed();
    expect([...used]).toEqual(expect.arrayContaining(['icon-shopping-cart', 'icon-sparkles', 'icon-star-filled']));
    const rules = iconRules();
    for (const name of used) {
      expect(rules[`.${name}`]?.mask, name).toMatch(
        /^url\("data:image\/svg\+xml,%3Csvg [^"]+%3C\/svg%3E"\) center \/ contain no-repeat$/,
      );
    }
  });

  it("writes each icon as Lucide's shape: its elements, without React's keys, stroked or filled", () => {
    const node: [string, Record<string, string>][] = [
      ['path', { d: 'M1 1h2', key: 'a' }],
      ['circle', { cx: '8', cy: '20', r: '2', key: 'b' }],
    ];
    const outline = iconSvg(node, false);
    expect(outline).toContain('<path d="M1 1h2"/><circle cx="8" cy="20" r="2"/>');
    expect(outline).toContain('fill="none" stroke="black" stroke-width="2"');
    expect(outline).not.toContain('key=');
    expect(iconSvg(node, true)).toContain('fill="black"');
    // In a data URL inside CSS's double quotes: its own quotes single, and what a URL cannot hold escaped.
    expect(svgDataUrl('<svg a="1"><path d="#%"/></svg>')).toBe(
      "data:image/svg+xml,%3Csvg a='1'%3E%3Cpath d='%23%25'/%3E%3C/svg%3E",
    );
  });
});
