// lucide-react is patched (patches/lucide-react+1.75.0.patch) to build an icon drawn with plain props once and
// give the same element every time after: each drawing must still be exactly what its own props ask for. Both
// of its builds are patched: the ES modules Vite bundles into the pages, the CommonJS file Node loads.
import { ShoppingCart, Star } from 'lucide-react';
import EsmShoppingCart from 'lucide-react/dist/esm/icons/shopping-cart.mjs';
import EsmStar from 'lucide-react/dist/esm/icons/star.mjs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe.each([
  ['ES module', EsmStar, EsmShoppingCart],
  ['CommonJS', Star, ShoppingCart],
])('lucide icons, %s build (patched to keep what they build)', (_build, Star, ShoppingCart) => {
  it('draws an icon with the same props the same way every time', () => {
    const first = renderToString(<Star aria-hidden="true" className="size-4" />);
    expect(first).toContain('class="lucide lucide-star size-4"');
    expect(first).toContain('aria-hidden="true"');
    expect(renderToString(<Star aria-hidden="true" className="size-4" />)).toBe(first);
  });

  it('keeps each variant apart: other classes, sizes, labels, icons', () => {
    expect(renderToString(<Star className="size-5 fill-amber-300" />)).toContain(
      'class="lucide lucide-star size-5 fill-amber-300"',
    );
    expect(renderToString(<Star className="size-4" />)).toContain('class="lucide lucide-star size-4"');
    expect(renderToString(<Star className="size-4" size={16} />)).toContain('width="16"');
    // A labelled icon is not hidden from screen readers; an unlabelled one is.
    const labelled = renderToString(<Star className="size-4" aria-label="Rated" />);
    expect(labelled).toContain('aria-label="Rated"');
    expect(labelled).not.toContain('aria-hidden');
    expect(renderToString(<Star className="size-4" />)).toContain('aria-hidden="true"');
    expect(renderToString(<ShoppingCart className="size-4" />)).toContain('lucide-shopping-cart');
  });

  it('builds an icon with children or handlers anew each time', () => {
    const titled = renderToString(
      <Star className="size-4">
        <title>Rating</title>
      </Star>,
    );
    expect(titled).toContain('<title>Rating</title>');
    expect(renderToString(<Star className="size-4" />)).not.toContain('<title>');
    expect(renderToString(<Star className="size-4" style={{ color: 'red' }} />)).toContain('color:red');
    expect(renderToString(<Star className="size-4" />)).not.toContain('color:red');
  });
});
