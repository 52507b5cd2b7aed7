// What the cart and checkout show until the browser has read the saved cart (it lives in the browser, so the
// server's page cannot know it), and what they say for good when the page's script cannot run. The label is
// as large as the empty cart's heading and its text: the largest paint stays the server's, not hydration's.
import { Spinner } from '../ui/spinner.tsx';

export function CartLoading() {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center">
      <Spinner label="Loading your cart, one moment..." className="text-lg" />
      <noscript>
        <p className="max-w-md text-center text-slate-300">
          Your cart is kept by your browser: turn on JavaScript to see it and check out, or buy any product through its
          Buy Now on WhatsApp link.
        </p>
      </noscript>
    </div>
  );
}
