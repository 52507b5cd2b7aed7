import type { ReactNode } from 'react';

/** The eyebrow, heading and lead line that open each home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="mx-auto mb-10 max-w-2xl text-center">
      <p className="mb-3 text-sm font-medium uppercase tracking-[0.2em] text-cyan-300">{eyebrow}</p>
      <h2 id={id} className="text-2xl sm:text-3xl lg:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-slate-300">{children}</p> : null}
    </header>
  );
}
