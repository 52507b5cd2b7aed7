// The checkout form: contact, shipping and a payment stub. It only collects and validates; the page
// decides what is sent (never the card fields).
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/field.tsx';
import { type CheckoutForm, type CheckoutValues, checkoutSchema, emptyCheckoutForm } from '../checkout-schema.ts';

export type CheckoutFormApi = UseFormReturn<CheckoutForm, unknown, CheckoutValues>;

export function useCheckoutForm(): CheckoutFormApi {
  return useForm<CheckoutForm, unknown, CheckoutValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: emptyCheckoutForm,
    mode: 'onTouched',
  });
}

function Section({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  return (
    <fieldset className="glass rounded-2xl p-5 sm:p-6">
      {/* A floated legend sits inside the card instead of on its border. */}
      <legend className="float-left mb-4 w-full font-display text-lg tracking-wide text-white">{title}</legend>
      <div className="clear-both">
        {note}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
      </div>
    </fieldset>
  );
}

interface CheckoutFieldsProps {
  form: CheckoutFormApi;
}

export function CheckoutFields({ form }: CheckoutFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const field = (
    name: Path<CheckoutForm>,
    label: string,
    extra: { optional?: boolean; autoComplete?: string } = {},
  ) => ({
    ...register(name),
    label: extra.optional ? `${label} (optional)` : label,
    required: !extra.optional,
    error: errors[name]?.message,
    autoComplete: extra.autoComplete,
  });

  return (
    <div className="flex flex-col gap-6">
      <Section title="Contact">
        <TextField {...field('email', 'Email', { autoComplete: 'email' })} type="email" className="sm:col-span-2" />
      </Section>

      <Section title="Shipping Address">
        <TextField {...field('firstName', 'First name', { autoComplete: 'given-name' })} />
        <TextField {...field('lastName', 'Last name', { autoComplete: 'family-name' })} />
        <TextField {...field('address', 'Address', { autoComplete: 'street-address' })} className="sm:col-span-2" />
        <TextField {...field('city', 'City', { autoComplete: 'address-level2' })} />
        <TextField {...field('state', 'State', { optional: true, autoComplete: 'address-level1' })} />
        <TextField {...field('postalCode', 'Postal code', { autoComplete: 'postal-code' })} inputMode="numeric" />
        <TextField {...field('country', 'Country', { autoComplete: 'country-name' })} />
        <TextField
          {...field('phone', 'Phone', { optional: true, autoComplete: 'tel' })}
          type="tel"
          className="sm:col-span-2"
        />
      </Section>

      <Section
        title="Payment"
        note={
          <p className="mb-4 flex items-start gap-2 rounded-lg border border-violet-400/30 bg-violet-500/10 px-3 py-2 text-sm text-violet-100">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Demo checkout: card details stay in your browser and are never sent or stored.
          </p>
        }
      >
        <TextField
          {...field('cardNumber', 'Card number', { autoComplete: 'off' })}
          inputMode="numeric"
          placeholder="1234 5678 9012 3456"
          className="sm:col-span-2"
        />
        <TextField {...field('cardExpiry', 'Expiry date', { autoComplete: 'off' })} placeholder="MM/YY" />
        <TextField {...field('cardCvc', 'CVC', { autoComplete: 'off' })} inputMode="numeric" placeholder="123" />
      </Section>
    </div>
  );
}
