// A modal around one form, with Cancel and the form's submit button (showing its busy label while the
// save runs) in the footer. The form gets the id the submit button points at, and a handle to tell the
// modal what it needs: whether it holds unsaved changes (then Cancel, ✕, Esc and leaving the screen ask
// before anything is lost) and how far its upload has gone (a progress bar beside the buttons).
import { type ReactNode, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Modal, type ModalProps } from '../ui/modal.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';
import { UNSAVED_CHANGES, UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

export interface FormModalHandle {
  /** The form holds changes a close would lose. */
  setDirty(dirty: boolean): void;
  /** Pass as a save's upload progress callback (0 to 1). */
  onUploadProgress(fraction: number): void;
}

interface FormModalProps {
  open: boolean;
  onClose(): void;
  title: string;
  size?: ModalProps['size'];
  submitLabel: string;
  /** Shown on the submit button, which is disabled, while `pending`. */
  pendingLabel: string;
  pending: boolean;
  /** Names the progress bar shown while an upload runs. */
  uploadLabel?: string;
  children(formId: string, modal: FormModalHandle): ReactNode;
}

export function FormModal({
  open,
  onClose,
  title,
  size,
  submitLabel,
  pendingLabel,
  pending,
  uploadLabel = 'Uploading',
  children,
}: FormModalProps) {
  const formId = useId();
  const [dirty, setDirty] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const handle = useMemo<FormModalHandle>(() => ({ setDirty, onUploadProgress: setProgress }), []);

  // Each opening starts clean; the bar belongs to one save.
  useEffect(() => {
    if (!open) setDirty(false);
  }, [open]);
  useEffect(() => {
    if (!pending) setProgress(null);
  }, [pending]);

  const requestClose = useCallback(() => {
    if (dirty && !pending) setConfirming(true);
    else onClose();
  }, [dirty, pending, onClose]);

  return (
    <>
      <Modal
        open={open}
        onClose={requestClose}
        title={title}
        size={size}
        footer={
          <>
            {pending && progress !== null ? (
              <ProgressBar label={uploadLabel} value={progress} className="mr-auto w-40 self-center sm:w-56" />
            ) : null}
            <Button variant="ghost" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </>
        }
      >
        {children(formId, handle)}
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={UNSAVED_CHANGES.title}
        message={UNSAVED_CHANGES.discardMessage}
        confirmLabel={UNSAVED_CHANGES.discard}
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
        onCancel={() => setConfirming(false)}
      />
      {/* A router takes one blocker at a time: only the open modal holds one. */}
      {open ? <UnsavedChangesGuard when={dirty && !pending} /> : null}
    </>
  );
}

/** Tells the modal whether the form inside holds unsaved changes. */
export function useReportDirty(modal: FormModalHandle, dirty: boolean): void {
  useEffect(() => modal.setDirty(dirty), [modal, dirty]);
}
