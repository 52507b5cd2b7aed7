// The message itself, as the recipient got it: the HTML in a sandboxed frame (no scripts, no forms, no
// same-origin access: `sandbox=""`) and the plain text, in tabs.
import type { EmailDetail } from '@astroden/shared';
import { useState } from 'react';
import { Tabs } from '../../components/ui/tabs.tsx';

const none = (what: string) => <p className="py-6 text-center text-sm text-slate-400">No {what} yet.</p>;

export function EmailMessage({ email }: { email: Pick<EmailDetail, 'html' | 'text' | 'subject'> }) {
  const [tab, setTab] = useState<'html' | 'text'>('html');
  return (
    <Tabs<'html' | 'text'>
      label="Message"
      selected={tab}
      onSelect={setTab}
      items={[
        {
          id: 'html',
          label: 'HTML preview',
          content: email.html ? (
            <iframe
              title={`HTML preview: ${email.subject ?? 'e-mail'}`}
              sandbox=""
              srcDoc={email.html}
              className="h-[28rem] w-full rounded-lg border border-white/10 bg-white"
            />
          ) : (
            none('HTML')
          ),
        },
        {
          id: 'text',
          label: 'Plain text',
          content: email.text ? (
            <pre className="max-h-[28rem] overflow-auto rounded-lg border border-white/10 bg-space-950/60 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words text-slate-100">
              {email.text}
            </pre>
          ) : (
            none('plain text')
          ),
        },
      ]}
    />
  );
}
