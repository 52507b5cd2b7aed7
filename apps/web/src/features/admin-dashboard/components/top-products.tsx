import type { TopProduct } from '@astroden/shared';
import { ProductImage } from '../../../components/catalog/product-image.tsx';
import { formatRupees } from '../../../lib/format.ts';

export function TopProducts({ products }: { products: TopProduct[] }) {
  if (products.length === 0) return <p className="py-6 text-center text-sm text-slate-400">No sales yet.</p>;
  return (
    <ol className="divide-y divide-white/5">
      {products.map((p, i) => (
        <li key={p._id ?? `${p.name}-${i}`} className="flex items-center gap-3 py-2.5">
          <span aria-hidden="true" className="w-4 text-xs font-semibold text-slate-500 tabular-nums">
            {i + 1}
          </span>
          <ProductImage
            path={p.images[0]}
            alt=""
            sizes="40px"
            width={40}
            height={40}
            className="size-10 shrink-0 rounded-md border border-white/10 bg-space-950 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-white">{p.name}</p>
            <p className="text-xs text-slate-400">
              {p.totalSold} {p.totalSold === 1 ? 'unit' : 'units'} sold
            </p>
          </div>
          <p className="text-sm font-medium whitespace-nowrap text-emerald-300 tabular-nums">
            {formatRupees(p.totalRevenue, { decimals: 2 })}
          </p>
        </li>
      ))}
    </ol>
  );
}
