import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import NotFoundPage from './not-found-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('not-found page', () => {
  it.each(['/no-such-page', '/admin/no-such-screen'])(
    'answers %s with Lost in Deep Space and a way home',
    async (path) => {
      // The public settings name the brand: AstroDen.
      mockApi();
      const { router, user } = renderRoutes(
        [
          { path: '/', element: <p>home page</p> },
          { path: '*', element: <NotFoundPage /> },
        ],
        path,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Lost in Deep Space' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Lost in Deep Space | AstroDen'));
      await user.click(screen.getByRole('link', { name: 'Back to Home' }));
      expect(router.state.location.pathname).toBe('/');
      expect(screen.getByText('home page')).toBeInTheDocument();
    },
  );
});
