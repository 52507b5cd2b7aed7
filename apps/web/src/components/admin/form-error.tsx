// A save failure shown inside a form (a modal sits above the toasts, so the toast alone may be hidden).
import { CircleAlert } from 'lucide-react';

export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-4 flex items-start gap-2 rounded-lg border border-red-400/30 bg-red-950/40 px-3 py-2 text-sm text-red-200"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
