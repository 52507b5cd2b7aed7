import {
  apiErrorSchema,
  dataResponse,
  messageResponseSchema,
  publicSettingsSchema,
  SETTINGS_MESSAGES,
  settingKeyParamSchema,
  settingSchema,
  updateSettingBodySchema,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asActor } from '../../lib/audit.ts';
import { readPublicSettings } from '../../lib/public-settings.ts';
import * as settings from './service.ts';

const adminErrors = { 401: apiErrorSchema, 403: apiErrorSchema };

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicSettings = async () => ({ success: true as const, data: await readPublicSettings(app.db) });
  const publicResponse = dataResponse(publicSettingsSchema);
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['settings'],
        operationId: 'listSettings',
        summary:
          'All settings by group then key; a secret (the payment keys) only as set or not, never its value (admin)',
        security: [{ bearerAuth: [] }],
        response: { 200: dataResponse(z.array(settingSchema)), ...adminErrors },
      },
    },
    async () => ({ success: true as const, data: await settings.listSettings(app.db) }),
  );

  app.get(
    '/public',
    {
      config: { publicCache: true },
      schema: {
        tags: ['settings'],
        operationId: 'getPublicSettings',
        security: [],
        summary: 'Brand name, contact details, social link and shipping rules for every visitor',
        response: { 200: publicResponse },
      },
    },
    publicSettings,
  );
  // Every page's shell reads them in the storefront's server render (lib/storefront-reads.ts).
  app.storefrontReads.addRead(`${app.prefix}/public`, { response: publicResponse }, publicSettings);

  app.put(
    '/:key',
    {
      config: { notFoundMessage: SETTINGS_MESSAGES.notFound },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['settings'],
        operationId: 'updateSetting',
        summary:
          'Change one setting; the value must match its type; with version, only that version (409 if stale) (admin)',
        security: [{ bearerAuth: [] }],
        params: settingKeyParamSchema,
        body: updateSettingBodySchema,
        response: {
          200: dataResponse(settingSchema).extend({ message: messageResponseSchema.shape.message }),
          400: apiErrorSchema,
          ...adminErrors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const setting = await asActor(app.db, request.user!, (db) =>
        settings.updateSetting(db, request.params.key, request.body.value, request.body.version),
      );
      return { success: true as const, data: setting, message: SETTINGS_MESSAGES.updated };
    },
  );
};
