// The sales chart's rupee axis: round tick values (steps of 1, 2, 2.5 or 5 times a power of ten, from 0
// to at or above the best period) all written in one unit, the one of the top tick: "₹0, ₹0.5L, ₹1L,
// ₹1.5L", never a mix such as "₹70K, ₹1.1L" where 1.05 lakh reads as 1.1.
const STEPS = [1, 2, 2.5, 5, 10];
const MAX_INTERVALS = 5;
const UNITS = [
  { size: 1e7, suffix: 'Cr' },
  { size: 1e5, suffix: 'L' },
  { size: 1e3, suffix: 'K' },
] as const;
const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export interface SalesAxis {
  /** Tick values from 0 up; the last one is the axis' top. */
  ticks: number[];
  /** A tick's text, e.g. "₹1.25L". */
  label(value: number): string;
}

export function salesAxis(max: number): SalesAxis {
  const ticks = [0];
  if (max > 0) {
    const rough = max / MAX_INTERVALS;
    const power = 10 ** Math.floor(Math.log10(rough));
    const step = STEPS.map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
    const count = Math.ceil(max / step);
    // Multiplying (not adding) keeps 0.1-sized steps free of float drift.
    for (let i = 1; i <= count; i++) ticks.push(Number((i * step).toPrecision(12)));
  }
  const top = ticks[ticks.length - 1]!;
  const unit = UNITS.find((u) => top >= u.size);
  return {
    ticks,
    label: (value) =>
      unit && value !== 0 ? `₹${number.format(value / unit.size)}${unit.suffix}` : `₹${number.format(value)}`,
  };
}
