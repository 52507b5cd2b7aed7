// Razorpay's Standard Checkout for the component tests (imported by *.test.tsx only): the <script> the checkout adds
// is recorded and "loads" at once (or fails), defining a fake window.Razorpay whose windows the test drives: pay,
// fail, close.
import { onTestFinished, vi } from 'vitest';
import type { RazorpayOptions, RazorpayResponse } from '../features/checkout/razorpay.ts';

export interface FakeRazorpayWindow {
  /** What the page opened it with. */
  options: RazorpayOptions;
  /** How many times open() was called. */
  opened: number;
  /** The customer paid: Razorpay closes its window and calls the handler. */
  pay(response: RazorpayResponse): void;
  /** A payment attempt failed: Razorpay keeps its window open and tells the page. */
  fail(): void;
  /** The customer closed the window without paying. */
  dismiss(): void;
}

export function stubRazorpay({ scriptLoads = true } = {}) {
  const windows: FakeRazorpayWindow[] = [];
  const scripts: HTMLScriptElement[] = [];

  class FakeRazorpay implements FakeRazorpayWindow {
    opened = 0;
    #failed: ((response: unknown) => void)[] = [];
    constructor(readonly options: RazorpayOptions) {
      windows.push(this);
    }
    on(event: string, listener: (response: unknown) => void) {
      if (event === 'payment.failed') this.#failed.push(listener);
    }
    open() {
      this.opened++;
    }
    pay(response: RazorpayResponse) {
      this.options.handler(response);
    }
    fail() {
      for (const listener of this.#failed) listener({ error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed' } });
    }
    dismiss() {
      this.options.modal.ondismiss();
    }
  }

  // The browser would fetch the script and run it; here it is "run" as soon as it is added.
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((r) => [...r.addedNodes])) {
      if (!(node instanceof HTMLScriptElement)) continue;
      scripts.push(node);
      if (scriptLoads) {
        vi.stubGlobal('Razorpay', FakeRazorpay);
        node.dispatchEvent(new Event('load'));
      } else {
        node.dispatchEvent(new Event('error'));
      }
    }
  });
  observer.observe(document.head, { childList: true });
  onTestFinished(() => {
    observer.disconnect();
    for (const script of scripts) script.remove();
    vi.unstubAllGlobals();
  });

  return {
    /** Every Razorpay window the page created, in order. */
    windows,
    /** The scripts the page added to load Razorpay. */
    scripts,
    /** The latest window. */
    last: () => {
      const window = windows.at(-1);
      if (!window) throw new Error('No Razorpay window was opened');
      return window;
    },
  };
}
