import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../../test/render.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';

beforeAll(() => installDomPolyfills());

describe('CancelOrderDialog', () => {
  it('starts on Keep order, not on the close button or Cancel order', () => {
    render(<CancelOrderDialog orderId="ORD-20261120-0001" busy={false} onConfirm={() => {}} onDismiss={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Cancel order' })).toHaveTextContent(
      'Are you sure you want to cancel this order?',
    );
    expect(screen.getByRole('button', { name: 'Keep order' })).toHaveFocus();
  });
});
