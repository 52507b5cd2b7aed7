import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

beforeAll(() => installDomPolyfills());

/** A row's Delete button and the confirmation it opens. */
function Screen({ open }: { open: boolean }) {
  return (
    <>
      <button type="button">Delete Nebula Tee</button>
      <ConfirmDialog open={open} message="Sure?" onConfirm={() => {}} onCancel={() => {}} />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('starts on Cancel, so Enter right away answers no', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete product"
        message="Are you sure you want to delete this product?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete product' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this product?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Screen open={false} />);
    await user.click(screen.getByRole('button', { name: 'Delete Nebula Tee' }));
    rerender(<Screen open />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    rerender(<Screen open={false} />);
    expect(screen.getByRole('button', { name: 'Delete Nebula Tee' })).toHaveFocus();
  });
});
