import { limitParam, pageParam, searchParam } from './api.ts';
import { MAX_LONG_TEXT_LENGTH, PAGE_SIZES } from './api-constants.ts';
import { emailSchema } from './auth.ts';
import { CONTACT_SORT_KEYS, CONTACT_SUBJECTS } from './contact-constants.ts';
import { sortParam } from './lists.ts';
import { z } from './zod.ts';

export * from './contact-constants.ts';

export const contactBodySchema = z.object({
  fullName: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(100, 'Full name must be at most 100 characters'),
  email: emailSchema,
  phoneNo: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .max(20, 'Phone number must be at most 20 characters')
    .regex(/^[+\d(][\d\s()-]*$/, 'Please enter a valid phone number'),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(MAX_LONG_TEXT_LENGTH, `Message must be at most ${MAX_LONG_TEXT_LENGTH} characters`),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const contactSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNo: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZES.contacts),
  search: searchParam,
  sort: sortParam(CONTACT_SORT_KEYS).default('-createdAt'),
});
