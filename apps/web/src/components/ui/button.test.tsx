// The UI's Button on a server-rendered page, before and after hydration (renderToString, then hydrateRoot over
// it, as on a real first visit): it waits for the page to work unless its form works without script.
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';

function page() {
  return (
    <>
      <Button>Add to Cart</Button>
      <form method="get" action="/marketplace">
        <Button type="submit" worksWithoutScript>
          Clear Filters
        </Button>
      </form>
    </>
  );
}

describe('Button before and after hydration', () => {
  it('is disabled and busy in the server HTML, except the submit button of a form that works without script', () => {
    const html = renderToString(page());
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*aria-busy="true"[^>]*>Add to Cart/);
    // A GET form's button does its job without script.
    expect(html).toMatch(/<button type="submit"(?![^>]*disabled="")[^>]*>Clear Filters/);
  });

  it('is enabled, and no longer busy, once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

    const root = await act(async () => hydrateRoot(container, page()));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeEnabled();
    act(() => root.unmount());
    container.remove();
  });
});
