// Stock badge (spec: above 10 green, 1 to 10 yellow, 0 red).
import { type StockLevel, stockLevel } from '@astroden/shared/constants';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

const tones: Record<StockLevel, BadgeTone> = { in: 'green', low: 'yellow', out: 'red' };

export function stockText(stock: number): string {
  const level = stockLevel(stock);
  if (level === 'out') return 'Out of stock';
  return level === 'low' ? `Low stock: ${stock}` : `${stock} in stock`;
}

export function StockBadge({ stock }: { stock: number }) {
  return <Badge tone={tones[stockLevel(stock)]}>{stockText(stock)}</Badge>;
}
