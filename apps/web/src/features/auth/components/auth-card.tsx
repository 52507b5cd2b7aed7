// The card the sign-in pages share: an icon, the page's h1, a line of introduction and the form or its outcome.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function AuthCard({
  icon: Icon,
  title,
  intro,
  children,
}: {
  icon: LucideIcon;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex min-h-[70vh] items-center justify-center px-4 py-10" aria-labelledby="auth-heading">
      <div className="glass w-full max-w-md rounded-2xl p-6 shadow-2xl sm:p-8">
        <div className="mb-6 text-center">
          <Icon aria-hidden="true" className="mx-auto mb-3 size-10 text-cyan-300" />
          <h1 id="auth-heading" className="text-2xl sm:text-3xl">
            {title}
          </h1>
          {intro ? <p className="mt-2 text-sm text-slate-300">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
