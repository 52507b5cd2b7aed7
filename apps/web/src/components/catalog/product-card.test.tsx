// A product card is one link (its name's, spread over the card by CSS) and draws its icons with the stylesheet:
// the marketplace renders nine of them on every page the server makes.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconRules } from '../../styles/icons.ts';
import { makeProduct } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { ProductCard } from './product-card.tsx';

describe('ProductCard', () => {
  it('is one link, named by the product, that covers the card; Add to Cart is a button above it', () => {
    const product = makeProduct(3);
    renderPage(<ProductCard product={product} />);
    const card = screen.getByRole('article');
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(product.name);
    expect(links[0]).toHaveAttribute('href', `/product/${product._id}`);
    // The ::after that covers the card is placed against the card; the button is positioned to sit above it.
    expect(links[0]!.className).toMatch(/(^| )after:absolute( |$)/);
    expect(links[0]!.className).toMatch(/(^| )after:inset-0( |$)/);
    expect(card.className).toMatch(/(^| )relative( |$)/);
    const button = within(card).getByRole('button', { name: /^Add to Cart/ });
    expect(button.className).toMatch(/(^| )relative( |$)/);
    // The picture carries the name for crawlers but is hidden from screen readers, which hear it from the link.
    expect(card.querySelector('img')).toHaveAttribute('alt', product.name);
    expect(card.querySelector('img')!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('draws its icons with classes the stylesheet defines, with no SVG markup', () => {
    renderPage(<ProductCard product={makeProduct(4)} />);
    const card = screen.getByRole('article');
    expect(card.querySelector('svg')).toBeNull();
    const icons = [...card.querySelectorAll('[class*="icon-"]')];
    expect(icons.length).toBe(2);
    const rules = iconRules();
    for (const icon of icons) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      const name = [...icon.classList].find((c) => c.startsWith('icon-'))!;
      expect(rules[`.${name}`], name).toBeDefined();
    }
  });
});
