// One contact submission in full: who sent it, how to reach them, the subject, the message and when.
import type { Contact } from '@astroden/shared';
import { Mail, Phone } from 'lucide-react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { formatDateTime } from '../../lib/format.ts';

export function ContactDetailsModal({ contact, onClose }: { contact: Contact | null; onClose(): void }) {
  return (
    <Modal
      open={contact !== null}
      onClose={onClose}
      title="Contact details"
      size="md"
      footer={
        <>
          {contact ? (
            <a
              href={`mailto:${contact.email}?subject=${encodeURIComponent(`Re: ${contact.subject}`)}`}
              className={buttonClass('secondary')}
            >
              <Mail aria-hidden="true" className="size-4" />
              Reply by email
            </a>
          ) : null}
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {contact ? (
        <div className="space-y-4 text-sm">
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[8rem_1fr]">
            <dt className="text-slate-400">Full name</dt>
            <dd className="break-words text-slate-100">{contact.fullName}</dd>
            <dt className="text-slate-400">Email</dt>
            <dd className="break-all text-slate-100">{contact.email}</dd>
            <dt className="text-slate-400">Phone</dt>
            <dd className="text-slate-100">
              <a
                href={`tel:${contact.phoneNo.replace(/[^\d+]/g, '')}`}
                className="inline-flex items-center gap-1.5 hover:underline"
              >
                <Phone aria-hidden="true" className="size-3.5 text-slate-400" />
                {contact.phoneNo}
              </a>
            </dd>
            <dt className="text-slate-400">Subject</dt>
            <dd className="text-slate-100">{contact.subject}</dd>
            <dt className="text-slate-400">Date</dt>
            <dd className="text-slate-100">{formatDateTime(contact.createdAt)}</dd>
          </dl>
          <div>
            <h3 className="mb-1.5 font-sans text-xs font-semibold tracking-wide text-slate-400 uppercase">Message</h3>
            <p className="rounded-xl border border-white/10 bg-space-950/60 p-4 leading-relaxed whitespace-pre-wrap break-words text-slate-100">
              {contact.message}
            </p>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
