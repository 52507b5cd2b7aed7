// The top of every admin screen: the page's h1, an optional line under it, and its main actions.
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's only h1. */
  title: string;
  /** A short line under the title. */
  description?: ReactNode;
  /** Buttons on the right (wrap under the title on phones), e.g. "Add Product". */
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold text-white">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-400">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
