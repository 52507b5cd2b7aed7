// The one money and date formatting of the app: rupees, en-IN.
//
// A page's first Intl formatter costs its browser the loading of ICU's number data: some 50 ms on a laptop,
// 160-300 ms on a phone-speed CPU (Chromium, 4x throttled), on the way to the page working. The storefront
// shows whole rupees only, so it writes them itself (the en-IN grouping: 12,34,56,789); the admin's decimals
// and the dates use Intl, made on first use.

const lazy = <T>(make: () => T) => {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
};

const rupees2 = lazy(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** 1234567 → "12,34,567": the last three digits, then pairs (the Indian system, as en-IN writes it). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Whole rupees exactly as Intl's en-IN INR format with no decimals writes them ("₹54,999", "-₹5"). */
function wholeRupees(amount: number): string {
  if (!Number.isFinite(amount)) return rupees2().format(amount).replace(/\.00$/, '');
  // Intl rounds half away from zero; Math.round on the magnitude does the same.
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₹${groupIndian(whole.toFixed(0))}`;
}

/** Public pages show whole rupees; the admin shows 2 decimals (spec section 9). */
export function formatRupees(amount: number, options: { decimals?: 0 | 2 } = {}): string {
  return options.decimals === 2 ? rupees2().format(amount) : wholeRupees(amount);
}

const dateFormat = lazy(() => new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric' }));
const dateTimeFormat = lazy(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }));

export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}
export function formatDateTime(iso: string): string {
  return dateTimeFormat().format(new Date(iso));
}
