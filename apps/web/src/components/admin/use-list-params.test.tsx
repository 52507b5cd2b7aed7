import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NuqsMemoryRouterAdapter } from '../../test/nuqs-memory-adapter.tsx';
import { SearchBox } from './search-box.tsx';
import { useListParams } from './use-list-params.ts';

/** A list screen's filter bar, as Admin Users has it: a live search box and a role select. */
function Filters() {
  const { filters, page, sort, setFilter, setPage, setSort } = useListParams(['search', 'role'] as const, {
    values: ['name', '-name', 'email', '-email'],
    fallback: 'name',
  });
  return (
    <>
      <SearchBox label="Search users" value={filters.search} onSearch={(v) => setFilter('search', v)} />
      <select aria-label="Role" value={filters.role} onChange={(e) => setFilter('role', e.target.value)}>
        <option value="">All roles</option>
        <option value="admin">Admin</option>
      </select>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next page
      </button>
      <button type="button" onClick={() => setSort(sort === 'email' ? '-email' : 'email')}>
        Sort by e-mail ({sort})
      </button>
      <p>Page {page}</p>
    </>
  );
}

function renderFilters(path = '/admin/users') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <NuqsMemoryRouterAdapter>
            <Outlet />
          </NuqsMemoryRouterAdapter>
        ),
        children: [{ path: '/admin/users', element: <Filters /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { router, params };
}

describe('useListParams', () => {
  it('keeps a filter picked while the search is still waiting to apply', async () => {
    const user = userEvent.setup();
    const { params } = renderFilters();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ada');
    // Within the search's 300ms pause: the later, delayed search must not bring back the old role.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await waitFor(() => expect(params()).toEqual({ role: 'admin' }));
    await waitFor(() => expect(params()).toEqual({ search: 'ada', role: 'admin' }));
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(params()).toEqual({ search: 'ada', role: 'admin' });
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('admin');
  });

  it('goes back to page 1 when a filter changes, and keeps the other filters', async () => {
    const user = userEvent.setup();
    const { params } = renderFilters('/admin/users?search=ada');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(params()).toEqual({ search: 'ada', page: '2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await waitFor(() => expect(params()).toEqual({ search: 'ada', role: 'admin' }));
  });

  it('keeps the sort as one ?sort= value, resets the page on a new sort, and ignores an unknown sort', async () => {
    const user = userEvent.setup();
    const { params } = renderFilters('/admin/users?sort=bogus&page=3');
    expect(screen.getByRole('button', { name: 'Sort by e-mail (name)' })).toBeInTheDocument();
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sort by e-mail/ }));
    await waitFor(() => expect(params()).toEqual({ sort: 'email' }));
    await user.click(screen.getByRole('button', { name: 'Sort by e-mail (email)' }));
    await waitFor(() => expect(params()).toEqual({ sort: '-email' }));
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  it('reads a page that is not a positive whole number as page 1', () => {
    renderFilters('/admin/users?page=-2');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });
});
