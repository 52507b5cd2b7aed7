import { DEFAULT_PUBLIC_SETTINGS } from '@astroden/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../test/fake-api.ts';
import { makeProduct } from '../../test/fixtures.ts';
import { renderRoutes, seedCart, storedCart } from '../../test/render.tsx';
import { routeComponent } from '../../test/routes.tsx';
import ProductPage from './product-page.tsx';

const routes = [
  { path: '/product/:id', Component: routeComponent(ProductPage) },
  { path: '/marketplace', element: <h1>Marketplace</h1> },
  { path: '/marketplace/:category', element: <h1>A category</h1> },
];

const product = makeProduct(7, {
  name: 'Nebula Tee & Cap #1',
  category: 'Shirts',
  price: 1499,
  stock: 3,
  description: 'A soft tee with a glowing nebula.',
  images: ['/uploads/products/front.png', '/uploads/products/back.png', '/uploads/products/side.png'],
  dimensions: { length: 30, width: 20, height: 2.5 },
  weight: 0.25,
  features: ['Organic cotton', 'Glow-in-the-dark print'],
});

function serve(p = product, settings = DEFAULT_PUBLIC_SETTINGS) {
  return mockApi({
    'GET /settings/public': () => ok(settings),
    'GET /products/:id': ({ params }) => (params.id === p._id ? ok(p) : fail(404, 'Product not found')),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('product page', () => {
  it('shows the category, name, rupee price, description, dimensions, weight, features and stock', async () => {
    serve();
    renderRoutes(routes, `/product/${product._id}`);
    expect(screen.getByText('Loading product...')).toBeInTheDocument();
    const main = await screen.findByRole('article');
    expect(within(main).getByRole('heading', { level: 1, name: 'Nebula Tee & Cap #1' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Shirts' })).toHaveAttribute('href', '/marketplace/Shirts');
    expect(within(main).getByText('₹1,499')).toBeInTheDocument();
    expect(within(main).getByText('A soft tee with a glowing nebula.')).toBeInTheDocument();
    expect(within(main).getByText('30 x 20 x 2.5 cm')).toBeInTheDocument();
    expect(within(main).getByText('0.25 kg')).toBeInTheDocument();
    expect(
      within(main)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Organic cotton', 'Glow-in-the-dark print']);
    expect(within(main).getByText('Only 3 left in stock')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nebula Tee & Cap #1 | AstroDen'));
  });

  it('leaves out dimensions and weight when the product has none', async () => {
    const plain = makeProduct(8, { stock: 50 });
    serve(plain);
    renderRoutes(routes, `/product/${plain._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Product 8' });
    expect(screen.queryByText('Dimensions')).not.toBeInTheDocument();
    expect(screen.queryByText('Weight')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Key Features' })).not.toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
  });

  it('links to WhatsApp with the chat number and a message naming the product, in a new tab', async () => {
    serve(product, { ...DEFAULT_PUBLIC_SETTINGS, chatNumber: '+91 98765-43210', brandName: 'Orbit Shop' });
    renderRoutes(routes, `/product/${product._id}`);
    const link = await screen.findByRole('link', { name: /Buy Now on WhatsApp/ });
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/));
    const href = link.getAttribute('href') ?? '';
    // The name's & and # are encoded, so they stay in the message instead of ending it.
    expect(href).toContain(encodeURIComponent('Nebula Tee & Cap #1'));
    expect([...new URL(href).searchParams.keys()]).toEqual(['text']);
    expect(new URL(href).searchParams.get('text')).toBe(
      "Hi! I'd like to buy Nebula Tee & Cap #1 (₹1,499) from Orbit Shop.",
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('adds the chosen quantity (1 to the stock) to the cart with a toast', async () => {
    serve();
    const { user } = renderRoutes(routes, `/product/${product._id}`);
    const stepper = await screen.findByRole('group', { name: 'Quantity' });
    const less = within(stepper).getByRole('button', { name: 'Decrease quantity' });
    const more = within(stepper).getByRole('button', { name: 'Increase quantity' });
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(within(stepper).getByText('3')).toBeInTheDocument();
    expect(more).toBeDisabled();
    await user.click(less);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('2 × Nebula Tee & Cap #1 added to cart')).toBeInTheDocument();
    expect(storedCart()).toEqual([
      {
        id: product._id,
        name: 'Nebula Tee & Cap #1',
        category: 'Shirts',
        image: '/uploads/products/front-400.webp',
        price: 1499,
        quantity: 2,
        stock: 3,
      },
    ]);
    // One more may still go in; the stepper starts again at 1 and stops there.
    expect(screen.getByText(/2 in your cart/)).toBeInTheDocument();
    expect(within(stepper).getByText('1')).toBeInTheDocument();
    expect(more).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedCart()[0]?.quantity).toBe(3);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('disables Add to Cart when the product is out of stock', async () => {
    const soldOut = makeProduct(9, { stock: 0 });
    serve(soldOut);
    renderRoutes(routes, `/product/${soldOut._id}`);
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Buy Now on WhatsApp/ })).toBeInTheDocument();
  });

  it('counts what is already in the cart against the stock', async () => {
    seedCart([
      {
        id: product._id,
        name: product.name,
        category: product.category,
        image: '/x.webp',
        price: product.price,
        quantity: 3,
      },
    ]);
    serve();
    renderRoutes(routes, `/product/${product._id}`);
    expect(await screen.findByText(/3 in your cart\. Only 3 available\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  });

  it('shows the 800 px WebP large (400 and 800 in its srcset, never the original) and 400 px thumbnails as toggle buttons, with arrows', async () => {
    serve();
    const { user } = renderRoutes(routes, `/product/${product._id}`);
    const main = await screen.findByRole('img', { name: 'Nebula Tee & Cap #1, image 1 of 3' });
    expect(main).toHaveAttribute('src', '/uploads/products/front-800.webp');
    expect(main).toHaveAttribute(
      'srcset',
      '/uploads/products/front-400.webp 400w, /uploads/products/front-800.webp 800w',
    );
    expect(main).toHaveAttribute('sizes');
    const thumbs = within(screen.getByRole('group', { name: 'Product images' })).getAllByRole('button');
    expect(thumbs.map((t) => t.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(thumbs[1]?.querySelector('img')).toHaveAttribute('src', '/uploads/products/back-400.webp');

    await user.click(thumbs[2]!);
    expect(screen.getByRole('img', { name: /image 3 of 3/ })).toHaveAttribute('src', '/uploads/products/side-800.webp');
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: /image 1 of 3/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('img', { name: /image 3 of 3/ })).toBeInTheDocument();

    // The arrow keys move between the thumbnails and focus follows.
    thumbs[2]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(thumbs[0]).toHaveFocus();
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it("says 'Product Not Found' with a link back to the marketplace", async () => {
    serve();
    const { user, url } = renderRoutes(routes, '/product/00000000-0000-4000-8000-999999999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Product Not Found | AstroDen'));
    const back = screen.getByRole('link', { name: 'Back to Marketplace' });
    expect(back).toHaveAttribute('href', '/marketplace');
    await user.click(back);
    expect(url()).toBe('/marketplace');
  });
});
