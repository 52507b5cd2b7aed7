// The contact form's schema: the API's own body schema, except that the subject select may start empty.
import { contactBodySchema } from '@astroden/shared';
import { z } from '../../lib/zod.ts';

export const contactFormSchema = contactBodySchema.extend({
  subject: z.string().pipe(contactBodySchema.shape.subject),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;

export const emptyContactForm: ContactFormInput = { fullName: '', email: '', phoneNo: '', subject: '', message: '' };
