// What a product or pod page shows when its item cannot be loaded: one look for both, and the page's h1
// (the page has no other heading then).
import { ArrowLeft, Telescope } from 'lucide-react';
import { ButtonLink } from '../ui/button.tsx';

interface ItemNotFoundProps {
  /** The spec's words: 'Product Not Found', 'Space Pod Not Found'. */
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}

export function ItemNotFound({ title, message, backTo, backLabel }: ItemNotFoundProps) {
  return (
    <div className="glass mx-auto flex max-w-xl flex-col items-center gap-5 rounded-2xl px-6 py-14 text-center">
      <Telescope aria-hidden="true" className="size-12 text-violet-300" />
      <h1 className="text-2xl sm:text-3xl">{title}</h1>
      <p className="text-slate-300">{message}</p>
      <ButtonLink to={backTo} variant="secondary">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </ButtonLink>
    </div>
  );
}
