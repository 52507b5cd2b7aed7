import { dataResponse, pricingPlanSchema } from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPricingPlans } from './service.ts';

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['pricing'],
        operationId: 'listPricingPlans',
        security: [],
        summary: 'Pod pricing plans in display order',
        response: { 200: dataResponse(z.array(pricingPlanSchema)) },
      },
    },
    async () => ({ success: true as const, data: await listPricingPlans(app.db) }),
  );
};
