// The refund form's rule: the API's (refundBodySchema: more than 0, in rupees and paise), and no more than what is
// left to give back. The amount is typed as text; the page sends it as a number.
import { refundBodySchema } from '@astroden/shared';
import { ORDER_MESSAGES } from '@astroden/shared/constants';
import { z } from '../../lib/zod.ts';

export function refundFormSchema(remaining: number) {
  return z.object({
    amount: z.string().superRefine((text, ctx) => {
      if (!text.trim()) return void ctx.addIssue({ code: 'custom', message: 'Amount is required' });
      const checked = refundBodySchema.safeParse({ amount: Number(text) });
      if (!checked.success) {
        return void ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Invalid amount' });
      }
      if (Number(text) > remaining) ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.refundTooMuch(remaining) });
    }),
  });
}

export type RefundFormValues = z.infer<ReturnType<typeof refundFormSchema>>;
