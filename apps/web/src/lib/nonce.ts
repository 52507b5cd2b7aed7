// The Content-Security-Policy nonce of this page's scripts: set by the server render (entry.server.tsx), and
// read back from the page's own scripts in the browser so hydration renders the same attributes, and so a script
// added later (Razorpay's checkout) may run.
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce the page's scripts carry (the `nonce` property: browsers hide the attribute's value once loaded). */
export function nonceOfPage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext) ?? nonceOfPage();
}
