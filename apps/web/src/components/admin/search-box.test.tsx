import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box.tsx';

afterEach(() => vi.useRealTimers());

describe('SearchBox', () => {
  it('searches after typing pauses (trimmed), and clears', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSearch = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SearchBox label="Search products" value="" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), ' nebula ');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(350));
    expect(onSearch).toHaveBeenCalledWith('nebula');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('with a submit button, searches only on submit and follows outside changes', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<SearchBox label="Search orders" value="" onSearch={onSearch} submitLabel="Search" />);
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    await user.type(box, 'ORD-1');
    await new Promise((r) => setTimeout(r, 400));
    expect(onSearch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('ORD-1');
    // The parent applies it, then clears it (e.g. "Clear filters" or the back button).
    rerender(<SearchBox label="Search orders" value="ORD-1" onSearch={onSearch} submitLabel="Search" />);
    expect(box).toHaveValue('ORD-1');
    rerender(<SearchBox label="Search orders" value="" onSearch={onSearch} submitLabel="Search" />);
    expect(box).toHaveValue('');
  });

  it('with a submit button, searches again for the same text (the parent goes back to page 1)', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<SearchBox label="Search orders" value="Ravi" onSearch={onSearch} submitLabel="Search" />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch.mock.calls).toEqual([['Ravi'], ['Ravi']]);
  });
});
