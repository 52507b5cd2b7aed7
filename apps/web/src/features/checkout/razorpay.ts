// Razorpay's Standard Checkout: its script loaded on demand, once per page, from our own origin (the API redirects to
// the provider's), and the window it opens, as Razorpay documents it. The card, UPI or bank details are typed in
// that window, never on our page.
import { API_HOST } from '../../lib/api-client.ts';
import { nonceOfPage } from '../../lib/nonce.ts';

/** What Razorpay hands `handler` when a payment succeeds: the signature is the proof the server checks. */
export interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  handler(response: RazorpayResponse): void;
  modal: { ondismiss(): void };
}

export interface RazorpayCheckout {
  on(event: 'payment.failed', listener: (response: unknown) => void): void;
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export const CHECKOUT_SCRIPT_PATH = '/api/payments/razorpay/checkout.js';

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Razorpay's constructor, adding its script the first time (with the page's CSP nonce, which lets it run). A
 * script that fails to load is removed, so the next call tries again.
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const nonce = nonceOfPage();
    if (nonce) script.nonce = nonce;
    script.src = `${API_HOST}${CHECKOUT_SCRIPT_PATH}`;
    script.async = true;
    const fail = () => {
      script.remove();
      reject(new Error('The payment window could not be loaded'));
    };
    script.addEventListener('load', () => (window.Razorpay ? resolve(window.Razorpay) : fail()));
    script.addEventListener('error', fail);
    document.head.append(script);
  }).finally(() => {
    // Loaded, window.Razorpay answers from now on; failed, the next call adds the script again.
    loading = null;
  });
  return loading;
}
