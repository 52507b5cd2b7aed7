// The frame every info page shares: a heading block and a readable column of sections.
import type { ReactNode } from 'react';

export function InfoPage({
  eyebrow,
  title,
  intro,
  children,
  wide = false,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <article className={`mx-auto px-4 py-10 sm:px-6 lg:py-16 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <header className={`mb-10 ${wide ? 'mx-auto max-w-2xl text-center' : ''}`}>
        {eyebrow ? (
          <p className="mb-3 text-sm font-medium uppercase tracking-[0.2em] text-cyan-300">{eyebrow}</p>
        ) : null}
        <h1 className="text-3xl leading-tight sm:text-4xl lg:text-5xl">{title}</h1>
        {intro ? <div className="mt-4 text-lg leading-relaxed text-slate-300">{intro}</div> : null}
      </header>
      {children}
    </article>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="glass mb-6 rounded-2xl p-5 sm:p-7">
      <h2 className="mb-3 text-xl text-white">{title}</h2>
      <div className="space-y-3 leading-relaxed text-slate-300 [&_a]:text-cyan-300 [&_a]:underline [&_a:hover]:text-cyan-200 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
        {children}
      </div>
    </section>
  );
}
