// Sets or changes an order's carrier and tracking number (both required); the server e-mails the customer.
// Inside the details dialog, which sits above the toasts: the outcome also shows in the form.
import type { Order, OrderTrackingBody } from '@astroden/shared';
import { MAX_TRACKING_LENGTH, ORDER_MESSAGES } from '@astroden/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormError } from '../../components/admin/form-error.tsx';
import { FormInput } from '../../components/admin/form-fields.tsx';
import { serverFieldErrors } from '../../components/admin/server-errors.ts';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { orderTrackingFormSchema } from './order-tracking-schema.ts';
import { useSetOrderTracking } from './use-order-mutations.ts';

type Values = OrderTrackingBody;
const FIELDS = ['carrier', 'trackingNumber'] as const;
const valuesOf = (order: Pick<Order, 'carrier' | 'trackingNumber'>): Values => ({
  carrier: order.carrier ?? '',
  trackingNumber: order.trackingNumber ?? '',
});

export function OrderTrackingForm({ order }: { order: Order }) {
  const save = useSetOrderTracking();
  const form = useForm<Values>({ resolver: zodResolver(orderTrackingFormSchema), defaultValues: valuesOf(order) });

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      { orderId: order.orderId, body },
      {
        onSuccess: (res) => {
          notify.success(ORDER_MESSAGES.trackingSaved);
          form.reset(valuesOf(res.data));
        },
        onError: (err) => {
          for (const { path, message } of serverFieldErrors(err)) {
            const name = FIELDS.find((f) => path === f || path.endsWith(`.${f}`));
            if (name) form.setError(name, { message });
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Tracking details" aria-busy={save.isPending} className="mt-3">
      <FormError message={save.isError ? errorMessage(save.error, ORDER_MESSAGES.trackingFailed) : null} />
      {save.isSuccess && !form.formState.isDirty ? (
        <p role="status" className="mb-3 text-sm text-emerald-300">
          {ORDER_MESSAGES.trackingSaved}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormInput form={form} name="carrier" label="Carrier" required maxLength={MAX_TRACKING_LENGTH} />
        <FormInput
          form={form}
          name="trackingNumber"
          label="Tracking number"
          required
          maxLength={MAX_TRACKING_LENGTH}
          spellCheck={false}
        />
      </div>
      <div className="mt-3 flex justify-end">
        <Button type="submit" variant="secondary" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : order.carrier ? 'Update tracking' : 'Save tracking'}
        </Button>
      </div>
    </form>
  );
}
