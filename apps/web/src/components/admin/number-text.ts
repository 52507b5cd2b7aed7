// A zod rule for a number typed into a form box (kept as text so "blank" is representable):
// blank passes unless required; otherwise it must be a number, at least 0, at most `max`, and
// whole (`integer`) or with at most 2 decimals. Messages match the API's: "Price must be at least 0".
import { twoDecimals } from '@astroden/shared';
import { z } from '../../lib/zod.ts';

export interface NumberTextOptions {
  required?: boolean;
  integer?: boolean;
  /** Upper bound; 100000 unless told. */
  max?: number;
}

export function numberText(label: string, opts: NumberTextOptions = {}) {
  return z.string().superRefine((raw, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    const text = raw.trim();
    if (!text) {
      if (opts.required) fail(`${label} is required`);
      return;
    }
    const n = Number(text);
    if (!Number.isFinite(n)) return fail(`${label} must be a number`);
    if (n < 0) return fail(`${label} must be at least 0`);
    if (opts.integer && !Number.isInteger(n)) return fail(`${label} must be a whole number`);
    if (!opts.integer && !twoDecimals(n)) return fail(`${label} can have at most 2 decimals`);
    if (n > (opts.max ?? 100_000)) return fail(`${label} is too large`);
  });
}
