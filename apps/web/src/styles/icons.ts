// The icons a list repeats on every item (a product card's rating star and cart, a feature's bullet), drawn by the
// stylesheet (styles/index.css loads this file with `@plugin`): `icon-star-filled`, `icon-shopping-cart`,
// `icon-sparkles`. Each is one empty element whose shape is the Lucide icon as a CSS mask, painted in the text
// colour. As React elements they were an <svg> of two to five children each, two per card: a fifth of the
// marketplace page's elements and 12 KB of its HTML, written by every server render (issue 26, decision 029). In
// the stylesheet they are downloaded once and cached with it.
import * as shoppingCart from 'lucide-react/icons/shopping-cart';
import * as sparkles from 'lucide-react/icons/sparkles';
import * as star from 'lucide-react/icons/star';
import plugin from 'tailwindcss/plugin';

type IconNode = [tag: string, attributes: Record<string, string>][];

/** The shape each lucide-react icon module exports beside its component (not in its published types). */
function nodeOf(module: object): IconNode {
  const data = (module as { __iconData?: { node: IconNode } }).__iconData;
  if (!data) throw new Error('lucide-react no longer exports __iconData from its icon modules');
  return data.node;
}

const ICONS: Record<string, { node: IconNode; filled: boolean }> = {
  'star-filled': { node: nodeOf(star), filled: true },
  'shopping-cart': { node: nodeOf(shoppingCart), filled: false },
  sparkles: { node: nodeOf(sparkles), filled: false },
};

/** The icon as Lucide draws it (24 px grid, 2 px round strokes), in one opaque colour: a mask's alpha is all it reads. */
export function iconSvg(node: IconNode, filled: boolean): string {
  const children = node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${value}"`)
        .join('');
      return `<${tag}${attrs}/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${filled ? 'black' : 'none'}" ` +
    `stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${children}</svg>`
  );
}

/** A data URL of an SVG, escaped only where a URL inside CSS's double quotes needs it (a third of encodeURIComponent's). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[<>#%]/g, encodeURIComponent)}`;
}

export function iconRules(): Record<string, Record<string, string | Record<string, string>>> {
  const rules: Record<string, Record<string, string | Record<string, string>>> = {};
  for (const [name, { node, filled }] of Object.entries(ICONS)) {
    rules[`.icon-${name}`] = {
      display: 'inline-block',
      'flex-shrink': '0',
      'background-color': 'currentColor',
      mask: `url("${svgDataUrl(iconSvg(node, filled))}") center / contain no-repeat`,
      // High-contrast modes drop backgrounds: keep the icon, in the forced text colour it inherits.
      '@media (forced-colors: active)': { 'forced-color-adjust': 'none' },
    };
  }
  return rules;
}

export default plugin(({ addUtilities }) => {
  addUtilities(iconRules());
});
