// The contact form (spec section 5): every field required, e-mail format, subject from the list.
// The server's field errors land on their fields; its message (e.g. the rate limit's) in the banner.
import { CONTACT_MESSAGES, CONTACT_SUBJECTS } from '@astroden/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { sendContact } from '../../../lib/api/contacts.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import {
  type ContactFormInput,
  type ContactFormOutput,
  contactFormSchema,
  emptyContactForm,
} from '../contact-schema.ts';

const fieldNames = Object.keys(emptyContactForm) as (keyof ContactFormInput)[];

export function ContactForm() {
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
  });

  const send = useMutation({
    mutationFn: sendContact,
    onSuccess: () => {
      setOutcome({ tone: 'success', text: CONTACT_MESSAGES.sent });
      reset(emptyContactForm);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const { path, message } of error.errors) {
          const name = fieldNames.find((f) => f === path || path.endsWith(`.${f}`));
          if (name) setError(name, { message });
        }
      }
      setOutcome({ tone: 'error', text: errorMessage(error, CONTACT_MESSAGES.sendFailed) });
    },
  });

  const onSubmit = handleSubmit((values) => {
    setOutcome(null);
    send.mutate(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={send.isPending} className="glass space-y-5 rounded-2xl p-5 sm:p-8">
      <h2 className="text-xl">Send us a message</h2>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full name"
          autoComplete="name"
          required
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          error={errors.phoneNo?.message}
          {...register('phoneNo')}
        />
        <SelectField label="Subject" required error={errors.subject?.message} {...register('subject')}>
          <option value="">Select a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label="Message" required rows={6} error={errors.message?.message} {...register('message')} />
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4" />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
