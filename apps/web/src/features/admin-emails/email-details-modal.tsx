// One e-mail as it was (or will be) sent: subject, recipient, Message-ID, status, attempts, what SMTP answered
// or the last error, and the message itself; a failed one can be sent again.
import type { EmailDetail, EmailSummary } from '@astroden/shared';
import { EMAIL_KIND_LABELS, EMAIL_MESSAGES } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormError } from '../../components/admin/form-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ErrorState } from '../../components/ui/states.tsx';
import { emailDetailQuery } from '../../lib/api/emails.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { EmailMessage } from './email-message.tsx';
import { EmailStatusBadge } from './email-status.tsx';
import { subjectOf } from './emails-table.tsx';
import { useResendEmail } from './use-resend-email.ts';

export function EmailDetailsModal({ email, onClose }: { email: EmailSummary | null; onClose(): void }) {
  const detail = useQuery({ ...emailDetailQuery(email?._id ?? ''), enabled: email !== null });
  const resend = useResendEmail();
  const status = detail.data?.status ?? email?.status;

  const close = () => {
    resend.reset();
    onClose();
  };
  const sendAgain = () => {
    if (!email) return;
    resend.mutate(email._id, {
      // Closed first: the dialog sits above the toasts. A refusal shows in the dialog.
      onSuccess: () => {
        close();
        notify.success(EMAIL_MESSAGES.resent);
      },
    });
  };

  let body: ReactNode = null;
  if (detail.isError) {
    body = (
      <ErrorState message={errorMessage(detail.error, EMAIL_MESSAGES.notFound)} onRetry={() => detail.refetch()} />
    );
  } else if (detail.data) {
    body = <EmailDetails email={detail.data} />;
  } else if (email) {
    body = <Spinner label="Loading the e-mail..." />;
  }

  return (
    <Modal
      open={email !== null}
      onClose={close}
      title={email ? subjectOf(email) : 'E-mail'}
      size="xl"
      footer={
        <>
          {status === 'failed' ? (
            <Button onClick={sendAgain} disabled={resend.isPending}>
              <Send aria-hidden="true" className="size-4" />
              {resend.isPending ? 'Sending...' : 'Send again'}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={close}>
            Close
          </Button>
        </>
      }
    >
      <FormError message={resend.isError ? errorMessage(resend.error, EMAIL_MESSAGES.resendFailed) : null} />
      {body}
    </Modal>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-400">{term}</dt>
      <dd className="min-w-0 break-words text-slate-100">{children}</dd>
    </>
  );
}

function EmailDetails({ email }: { email: EmailDetail }) {
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[9rem_1fr]">
        <Row term="Subject">{subjectOf(email)}</Row>
        <Row term="To">
          <span className="break-all">{email.recipient}</span>
        </Row>
        <Row term="Type">{EMAIL_KIND_LABELS[email.kind]}</Row>
        {email.orderId ? <Row term="Order">#{email.orderId}</Row> : null}
        <Row term="Status">
          <EmailStatusBadge status={email.status} />
        </Row>
        <Row term="Attempts">{email.attempts}</Row>
        <Row term="Message-ID">
          <span className="break-all font-mono text-xs">{email.messageId ?? '—'}</span>
        </Row>
        <Row term="Created">{formatDateTime(email.createdAt)}</Row>
        {email.sentAt ? <Row term="Sent">{formatDateTime(email.sentAt)}</Row> : null}
        {email.nextAttemptAt && email.status === 'pending' ? (
          <Row term="Next attempt">{formatDateTime(email.nextAttemptAt)}</Row>
        ) : null}
        {email.smtpResponse ? (
          <Row term="SMTP response">
            <span className="font-mono text-xs">{email.smtpResponse}</span>
          </Row>
        ) : null}
        {email.lastError ? (
          <Row term="Last error">
            <span className="font-mono text-xs text-red-200">{email.lastError}</span>
          </Row>
        ) : null}
      </dl>
      <EmailMessage email={email} />
    </div>
  );
}
