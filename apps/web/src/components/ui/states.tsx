// Empty and error states shared by every list and detail screen.
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="glass flex flex-col items-center gap-4 rounded-2xl px-6 py-12 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </div>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Retry',
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-red-400/30 bg-red-950/30 px-6 py-10 text-center"
    >
      {title ? <h2 className="text-xl font-semibold text-red-200">{title}</h2> : null}
      <p className="text-red-200">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

export function SkeletonCard({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-2xl bg-space-800/80 motion-reduce:animate-none ${className}`}
    />
  );
}
