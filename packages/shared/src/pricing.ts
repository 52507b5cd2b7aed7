import { z } from './zod.ts';

export const pricingPlanSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  period: z.string(),
  features: z.array(z.string()),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;
