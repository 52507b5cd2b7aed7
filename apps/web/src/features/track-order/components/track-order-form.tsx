// Order ID and e-mail: both required, the e-mail well-formed, before anything is asked of the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { type TrackOrderFormInput, type TrackOrderFormOutput, trackOrderFormSchema } from '../track-order-schema.ts';

interface TrackOrderFormProps {
  /** An order id from the URL (the checkout's "Track your order" link, an e-mail's link): fills an empty field. */
  orderId: string;
  busy: boolean;
  onLookup(values: TrackOrderFormOutput): void;
}

export function TrackOrderForm({ orderId, busy, onLookup }: TrackOrderFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<TrackOrderFormInput, unknown, TrackOrderFormOutput>({
    resolver: zodResolver(trackOrderFormSchema),
    defaultValues: { orderId: '', email: '' },
  });

  // The URL is read once the page works (the server renders it without its query): never over typed text.
  useEffect(() => {
    if (orderId && !getValues('orderId')) setValue('orderId', orderId);
  }, [orderId, getValues, setValue]);

  return (
    <form
      onSubmit={handleSubmit(onLookup)}
      noValidate
      aria-labelledby="track-form-heading"
      aria-busy={busy}
      className="glass space-y-5 rounded-2xl p-5 sm:p-8"
    >
      <h2 id="track-form-heading" className="text-xl">
        Find your order
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Order ID"
          autoComplete="off"
          spellCheck={false}
          placeholder="ORD-20261122-0001"
          required
          error={errors.orderId?.message}
          {...register('orderId')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          hint="The address you ordered with."
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        <Search aria-hidden="true" className="size-4" />
        {busy ? 'Looking up...' : 'Track Order'}
      </Button>
    </form>
  );
}
