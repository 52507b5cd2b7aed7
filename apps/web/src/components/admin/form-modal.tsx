// A modal around one form, with Cancel and the form's submit button (showing its busy label while the
// save runs) in the footer. The form gets the id the submit button points at.
import { type ReactNode, useId } from 'react';
import { Button } from '../ui/button.tsx';
import { Modal, type ModalProps } from '../ui/modal.tsx';

interface FormModalProps {
  open: boolean;
  onClose(): void;
  title: string;
  size?: ModalProps['size'];
  submitLabel: string;
  /** Shown on the submit button, which is disabled, while `pending`. */
  pendingLabel: string;
  pending: boolean;
  children(formId: string): ReactNode;
}

export function FormModal({
  open,
  onClose,
  title,
  size,
  submitLabel,
  pendingLabel,
  pending,
  children,
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </>
      }
    >
      {children(formId)}
    </Modal>
  );
}
