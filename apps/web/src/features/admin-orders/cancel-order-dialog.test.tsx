import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../../test/render.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';

beforeAll(() => installDomPolyfills());

const codOrder = {
  orderId: 'ORD-20261120-0001',
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  totalAmount: 1599,
  amountRefunded: 0,
} as const;

describe('CancelOrderDialog', () => {
  it('starts on Keep order, not on the close button or Cancel order', () => {
    render(<CancelOrderDialog order={codOrder} busy={false} onConfirm={() => {}} onDismiss={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Cancel order' })).toHaveTextContent(
      'Are you sure you want to cancel this order?',
    );
    expect(screen.getByRole('button', { name: 'Keep order' })).toHaveFocus();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers to refund what is left of a paid online order, checked, and says whether to', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(
      <CancelOrderDialog
        order={{ ...codOrder, paymentMethod: 'online', paymentStatus: 'partially_refunded', amountRefunded: 599 }}
        busy={false}
        onConfirm={onConfirm}
        onDismiss={() => {}}
      />,
    );
    const refund = screen.getByRole('checkbox', { name: 'Refund ₹1,000.00 to the customer' });
    expect(refund).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(onConfirm).toHaveBeenLastCalledWith({ refundPaid: true });
    await user.click(refund);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(onConfirm).toHaveBeenLastCalledWith({ refundPaid: false });
  });

  it('offers no refund of an online order not paid', () => {
    render(
      <CancelOrderDialog
        order={{ ...codOrder, paymentMethod: 'online', paymentStatus: 'unpaid' }}
        busy={false}
        onConfirm={() => {}}
        onDismiss={() => {}}
      />,
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
