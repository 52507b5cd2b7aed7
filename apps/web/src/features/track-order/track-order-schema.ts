// The tracking form: the order id as the confirmation and the e-mails print it, and the e-mail it was placed with.
import { emailSchema } from '@astroden/shared';
import { z } from '../../lib/zod.ts';

export const trackOrderFormSchema = z.object({
  orderId: z
    .string()
    .trim()
    .min(1, 'Order ID is required')
    .max(40, 'Please enter the order ID as it appears in your e-mail')
    .transform((id) => id.toUpperCase()),
  email: emailSchema,
});
export type TrackOrderFormInput = z.input<typeof trackOrderFormSchema>;
export type TrackOrderFormOutput = z.output<typeof trackOrderFormSchema>;
