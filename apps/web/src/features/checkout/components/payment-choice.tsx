// The checkout's "Payment" step: a radio per way the shop takes (public settings' paymentMethods). Online payment
// happens in Razorpay's own window after the order is placed: this page never asks for card details.
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@astroden/shared/constants';
import { Banknote, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useController } from 'react-hook-form';
import { type CheckoutFormApi, preferredPaymentMethod } from '../checkout-schema.ts';

const HINTS: Record<PaymentMethod, string> = {
  online: "UPI, cards, netbanking and wallets, in Razorpay's secure window",
  cod: 'Pay when your order is delivered',
};
const ICONS = { online: ShieldCheck, cod: Banknote };

export function PaymentChoice({ form, offered }: { form: CheckoutFormApi; offered: readonly PaymentMethod[] }) {
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name: 'paymentMethod' });
  // Until the customer picks one, the choice follows what the shop offers (the settings may arrive after the form).
  const picked = useRef(false);
  const offeredList = offered.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: offeredList stands for offered
  useEffect(() => {
    const current = form.getValues('paymentMethod');
    if (picked.current && offered.includes(current)) return;
    const preferred = preferredPaymentMethod(offered);
    if (current !== preferred) form.setValue('paymentMethod', preferred);
  }, [offeredList, form]);

  const errorId = `${id}-error`;
  return (
    <fieldset
      className="glass rounded-2xl p-5 sm:p-6"
      aria-describedby={fieldState.error ? errorId : undefined}
      aria-invalid={fieldState.error ? true : undefined}
    >
      <legend className="float-left mb-4 w-full font-display text-lg tracking-wide text-white">Payment</legend>
      <div className="clear-both flex flex-col gap-3">
        {offered.length === 0 ? (
          <p className="text-sm text-slate-300">Payment is not available at the moment. Please contact us.</p>
        ) : null}
        {offered.map((method, index) => {
          const Icon = ICONS[method];
          return (
            <label
              key={method}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-white/15 bg-space-900/60 p-4 transition-colors hover:border-white/30 has-checked:border-neon-cyan has-checked:bg-neon-cyan/5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-neon-cyan"
            >
              <input
                type="radio"
                name={field.name}
                value={method}
                checked={field.value === method}
                onChange={() => {
                  picked.current = true;
                  field.onChange(method);
                }}
                onBlur={field.onBlur}
                ref={index === 0 ? field.ref : undefined}
                // Named by its title alone: the whole card is the click target, the hint its description.
                aria-labelledby={`${id}-${method}-title`}
                aria-describedby={`${id}-${method}-hint`}
                className="mt-1 size-4 shrink-0 accent-cyan-400"
              />
              <span className="min-w-0">
                <span id={`${id}-${method}-title`} className="flex items-center gap-2 font-medium text-slate-100">
                  <Icon aria-hidden="true" className="size-4 text-cyan-300" />
                  {PAYMENT_METHOD_LABELS[method]}
                </span>
                <span id={`${id}-${method}-hint`} className="mt-0.5 block text-sm text-slate-400">
                  {HINTS[method]}
                </span>
              </span>
            </label>
          );
        })}
        {fieldState.error?.message ? (
          <p id={errorId} role="alert" className="text-sm text-red-300">
            {fieldState.error.message}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
