// The checkout form: contact, shipping and how to pay. It only collects and validates; the page decides what is
// sent and how an online order is paid.
import type { PaymentMethod } from '@astroden/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/field.tsx';
import {
  type CheckoutForm,
  type CheckoutFormApi,
  type CheckoutValues,
  checkoutSchema,
  emptyCheckoutForm,
  preferredPaymentMethod,
} from '../checkout-schema.ts';
import { PaymentChoice } from './payment-choice.tsx';

/** `offered`: the payment methods the shop takes; the form starts on the preferred one. */
export function useCheckoutForm(offered: readonly PaymentMethod[]): CheckoutFormApi {
  return useForm<CheckoutForm, unknown, CheckoutValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: { ...emptyCheckoutForm, paymentMethod: preferredPaymentMethod(offered) },
    mode: 'onTouched',
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="glass rounded-2xl p-5 sm:p-6">
      {/* A floated legend sits inside the card instead of on its border. */}
      <legend className="float-left mb-4 w-full font-display text-lg tracking-wide text-white">{title}</legend>
      <div className="clear-both">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
      </div>
    </fieldset>
  );
}

interface CheckoutFieldsProps {
  form: CheckoutFormApi;
  /** The payment methods the shop takes (public settings). */
  paymentMethods: readonly PaymentMethod[];
}

export function CheckoutFields({ form, paymentMethods }: CheckoutFieldsProps) {
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

      <PaymentChoice form={form} offered={paymentMethods} />
    </div>
  );
}
