// The one money and date formatting of the app: rupees, en-IN.
const rupees0 = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupees2 = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Public pages show whole rupees; the admin shows 2 decimals (spec section 9). */
export function formatRupees(amount: number, options: { decimals?: 0 | 2 } = {}): string {
  return (options.decimals === 2 ? rupees2 : rupees0).format(amount);
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
