import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import NotFoundPage from './not-found-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('not-found page', () => {
  it.each(['/no-such-page', '/admin/no-such-screen'])(
    'answers %s with Lost in Deep Space and a way home',
    async (path) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify({ success: true, data: { brandName: 'AstroDen' } }))),
      );
      const router = createMemoryRouter(
        [
          { path: '/', element: <p>home page</p> },
          { path: '*', element: <NotFoundPage /> },
        ],
        { initialEntries: [path] },
      );
      render(
        <Providers>
          <RouterProvider router={router} />
        </Providers>,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Lost in Deep Space' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Lost in Deep Space | AstroDen'));
      await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
      expect(router.state.location.pathname).toBe('/');
      expect(screen.getByText('home page')).toBeInTheDocument();
    },
  );
});
