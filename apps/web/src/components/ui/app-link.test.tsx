import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { AppLink } from './app-link.tsx';

function Here() {
  const location = useLocation();
  return <p data-testid="here">{location.pathname + location.search}</p>;
}

const routes = [
  {
    path: '/',
    element: (
      <>
        <Here />
        <AppLink to="/marketplace/Shirts?page=2" className="link">
          Shirts, page 2
        </AppLink>
        <AppLink to="/" onClick={(event) => event.preventDefault()}>
          Stays
        </AppLink>
        <AppLink to="/?sort=price" replace preventScrollReset>
          By price
        </AppLink>
      </>
    ),
  },
  { path: '/marketplace/:category', element: <Here /> },
];

describe('AppLink', () => {
  it('is a link to its path, which React Router follows in the page as a new history entry', async () => {
    const { router, user } = renderRoutes(routes);
    const link = screen.getByRole('link', { name: 'Shirts, page 2' });
    expect(link).toHaveAttribute('href', '/marketplace/Shirts?page=2');
    expect(link).toHaveClass('link');
    await user.click(link);
    expect(screen.getByTestId('here')).toHaveTextContent('/marketplace/Shirts?page=2');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a click with a modifier key or another button to the browser, and one its onClick prevented', () => {
    const { router } = renderRoutes(routes);
    const link = screen.getByRole('link', { name: 'Shirts, page 2' });
    // Whether the browser would have followed each click (after the page's handlers, before jsdom, which cannot).
    const followed: boolean[] = [];
    const browser = (event: Event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(link, { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Stays' }));
    window.removeEventListener('click', browser);
    expect(followed).toEqual([true, true, true, false]);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('POP');
  });

  it('replaces the history entry when asked, or when it links to the page it is on', async () => {
    const { router, user, view } = renderRoutes(routes);
    await user.click(screen.getByRole('link', { name: 'By price' }));
    expect(screen.getByTestId('here')).toHaveTextContent('/?sort=price');
    expect(router.state.historyAction).toBe('REPLACE');
    view.unmount();

    const { router: onShirts } = renderRoutes(
      [{ path: '/marketplace/:category', element: <AppLink to="/marketplace/Shirts?page=2">Same</AppLink> }],
      '/marketplace/Shirts?page=2',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Same' }));
    await expect.poll(() => onShirts.state.historyAction).toBe('REPLACE');
  });
});
