import { limitParam, pageParam } from './api.ts';
import { PAGE_SIZES } from './api-constants.ts';
import { EMAIL_KINDS, EMAIL_STATUSES } from './emails-constants.ts';
import { z } from './zod.ts';

export * from './emails-constants.ts';

export const emailStatusSchema = z.enum(EMAIL_STATUSES, {
  error: `status must be one of ${EMAIL_STATUSES.join(', ')}`,
});
export const emailKindSchema = z.enum(EMAIL_KINDS);

/** GET /api/emails (admin): newest first, filtered by status and by a part of the recipient's address. */
export const emailListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZES.admin),
  status: emailStatusSchema.optional(),
  recipient: z.string().trim().max(254, 'recipient must be at most 254 characters').optional(),
});
export type EmailListQuery = Partial<z.output<typeof emailListQuerySchema>>;

export const emailSummarySchema = z.object({
  _id: z.string(),
  kind: emailKindSchema,
  recipient: z.string(),
  /** Null until the message is rendered for its first try. */
  subject: z.string().nullable(),
  status: emailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** The human order id the message is about, if any. */
  orderId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailSummary = z.infer<typeof emailSummarySchema>;

/** One message as it was (or will be) sent. */
export const emailDetailSchema = emailSummarySchema.extend({
  html: z.string().nullable(),
  text: z.string().nullable(),
  messageId: z.string().nullable(),
  smtpResponse: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type EmailDetail = z.infer<typeof emailDetailSchema>;

/** The job queue's health for the dashboard: what waits, what runs, what failed for good. */
export const queueHealthSchema = z.object({
  queues: z.array(
    z.object({
      name: z.string(),
      waiting: z.number().int(),
      active: z.number().int(),
      failed: z.number().int(),
    }),
  ),
  emails: z.object({ pending: z.number().int(), failed: z.number().int(), sent24h: z.number().int() }),
});
export type QueueHealth = z.infer<typeof queueHealthSchema>;
