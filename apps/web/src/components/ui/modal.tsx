// Accessible modal on the native <dialog>: focus is trapped (the rest of the page is inert), Esc closes,
// and focus returns to whatever opened it. Focus starts on the element marked `data-autofocus` (e.g. a
// confirmation's safe answer), else on the first control (the ✕). A body taller than the screen takes
// keyboard focus so it can be scrolled with the arrow keys.
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useOverflow } from './use-overflow.ts';

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

export function Modal({ open, onClose, title, children, footer, size = 'md' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);
  const body = useOverflow('y');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      // Not React's autoFocus: that focuses while the dialog is still closed, where nothing can take
      // focus, and showModal() then moves it to the first control.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const restore = () => {
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
    dialog.addEventListener('close', restore);
    return () => dialog.removeEventListener('close', restore);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-2xl border border-white/10 bg-space-900 p-0 text-slate-100 shadow-2xl backdrop:bg-black/70 backdrop:backdrop-blur-sm`}
    >
      {open ? (
        <div className="flex max-h-[90dvh] flex-col">
          <div className="flex items-center justify-between border-b border-white/10 px-5 py-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-md p-1 text-slate-300 hover:bg-white/10 hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div
            ref={body.ref}
            {...(body.overflows ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
            className="overflow-y-auto px-5 py-4 focus-visible:-outline-offset-2"
          >
            {/* One child, so that a change of the content's height is observed. */}
            <div>{children}</div>
          </div>
          {footer ? <div className="flex justify-end gap-2 border-t border-white/10 px-5 py-4">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
