// The dashboard charts' shared look: grid, axes (rupee ticks from salesAxis) and tooltip, as props to
// spread on recharts' own components (which must stay direct children of the chart).
import { salesAxis } from '../sales-axis.ts';

const tick = { fill: '#94a3b8', fontSize: 11 };

export const gridProps = { stroke: 'rgba(255,255,255,0.06)', vertical: false } as const;

export const xAxisProps = {
  tick,
  tickLine: false,
  axisLine: { stroke: 'rgba(255,255,255,0.1)' },
  interval: 'preserveStartEnd',
} as const;

/** A rupee axis from 0 to a round number above `max`. */
export function yAxisProps(max: number) {
  const axis = salesAxis(max);
  return {
    tick,
    tickLine: false,
    axisLine: false,
    width: 52,
    domain: [0, axis.ticks[axis.ticks.length - 1]!],
    ticks: axis.ticks,
    interval: 0,
    tickFormatter: axis.label,
  } as const;
}

export const tooltipProps = {
  cursor: { fill: 'rgba(34,211,238,0.08)' },
  contentStyle: {
    background: '#0a0d1f',
    border: '1px solid rgba(255,255,255,0.12)',
    borderRadius: 8,
    color: '#e2e8f0',
  },
  labelStyle: { color: '#e2e8f0', fontWeight: 600 },
} as const;
