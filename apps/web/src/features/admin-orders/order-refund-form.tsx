// The amount to give back of a paid online order (the whole remainder to start with), checked against the API's
// rule and what is left; the details modal asks before sending it.
import type { Order } from '@astroden/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { decimalInput, FormInput } from '../../components/admin/form-fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatRupees } from '../../lib/format.ts';
import { refundableAmount } from './order-payments.ts';
import { type RefundFormValues, refundFormSchema } from './refund-schema.ts';
import type { OrderRefund } from './use-order-refund.ts';

export function OrderRefundForm({ order, refund }: { order: Order; refund: OrderRefund }) {
  const remaining = refundableAmount(order);
  const form = useForm<RefundFormValues>({
    resolver: zodResolver(refundFormSchema(remaining)),
    defaultValues: { amount: remaining.toFixed(2) },
  });
  const onSubmit = form.handleSubmit(({ amount }) => refund.ask(Number(amount)));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Refund" aria-busy={refund.pending} className="mt-3">
      <div className="flex flex-wrap items-end gap-3">
        <FormInput
          form={form}
          name="amount"
          label="Refund amount (₹)"
          hint={`Up to ${formatRupees(remaining, { decimals: 2 })}`}
          required
          {...decimalInput}
          max={remaining}
          className="min-w-40 flex-1"
        />
        <Button type="submit" variant="secondary" size="sm" disabled={refund.pending} className="mb-6">
          {refund.pending ? 'Refunding...' : 'Refund'}
        </Button>
      </div>
    </form>
  );
}
