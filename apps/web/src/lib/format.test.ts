import { describe, expect, it } from 'vitest';
import { formatRupees } from './format.ts';

const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

describe('formatRupees', () => {
  it('writes whole rupees exactly as Intl en-IN does, without asking Intl', () => {
    const samples = [0, -0, 0.4, 0.5, -0.4, -0.5, 2.5, -2.5, 9, 12, 123, 999.5, 1234, 54999, 100000, 1234567.5];
    for (let i = 0; i < 2000; i += 1) samples.push(Math.round(Math.random() * 10 ** (1 + (i % 12))) / 100);
    for (const amount of [...samples, ...samples.map((n) => -n)])
      expect(formatRupees(amount)).toBe(intl.format(amount));
  });

  it('keeps two decimals for the admin', () => {
    expect(formatRupees(1234567.5, { decimals: 2 })).toBe('₹12,34,567.50');
  });
});
