import {
  apiErrorSchema,
  changePasswordRequestSchema,
  createUserBodySchema,
  dataResponse,
  idParamSchema,
  messageResponseSchema,
  pageResponse,
  USER_MESSAGES,
  updateUserBodySchema,
  userSchema,
  usersQuerySchema,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asActor } from '../../lib/audit.ts';
import { dispatchEmails } from '../../lib/outbox.ts';
import { pageEnvelope } from '../../lib/pagination.ts';
import * as users from './service.ts';

const userResponse = dataResponse(userSchema).extend({ message: messageResponseSchema.shape.message });
/** Changing one's own password also returns a new token: the change ended every earlier session. */
const passwordChangedSchema = messageResponseSchema.extend({ token: z.string().optional() });
const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        operationId: 'listUsers',
        summary: 'List users, newest first (admin)',
        security: [{ bearerAuth: [] }],
        querystring: usersQuerySchema,
        response: { 200: pageResponse(userSchema), ...adminErrors },
      },
    },
    async (request) => {
      const { rows, total } = await users.listUsers(app.db, request.query);
      return {
        ...pageEnvelope(rows, total, request.query.page, request.query.limit),
        message: 'Users fetched successfully',
      };
    },
  );

  app.get(
    '/:id',
    {
      config: { notFoundMessage: USER_MESSAGES.notFound },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        operationId: 'getUser',
        summary: 'One user, as an edit form reloads it (admin)',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        response: { 200: dataResponse(userSchema), ...adminErrors, 404: apiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await users.getUser(app.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        operationId: 'createUser',
        summary: 'Create a user with either role (admin)',
        security: [{ bearerAuth: [] }],
        body: createUserBodySchema,
        response: { 201: userResponse, ...adminErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await users.newUser(request.body);
      const user = await asActor(app.db, request.user!, (db) => users.createUser(db, row));
      return reply.status(201).send({ success: true as const, data: user, message: USER_MESSAGES.created });
    },
  );

  app.put(
    '/:id',
    {
      config: { notFoundMessage: USER_MESSAGES.notFound },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        operationId: 'updateUser',
        summary: 'Edit a user: name, e-mail, mobile number, role, active; with version, only that version (admin)',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        body: updateUserBodySchema,
        response: { 200: userResponse, ...adminErrors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await asActor(app.db, request.user!, (db) =>
        users.updateUser(db, request.user!, request.params.id, request.body),
      );
      return { success: true as const, data: user, message: USER_MESSAGES.updated };
    },
  );

  app.delete(
    '/:id',
    {
      config: { notFoundMessage: USER_MESSAGES.notFound },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        operationId: 'deleteUser',
        summary: 'Delete a user other than oneself, never the last active admin (admin)',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        response: { 200: messageResponseSchema, ...adminErrors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      await asActor(app.db, request.user!, (db) => users.deleteUser(db, request.user!, request.params.id));
      return { success: true as const, message: USER_MESSAGES.deleted };
    },
  );

  app.put(
    '/:id/password',
    {
      onRequest: app.authenticate,
      // A wrong current password is a guess at it: limited like sign-in.
      config: { rateLimit: app.config.rateLimits.auth, notFoundMessage: USER_MESSAGES.notFound },
      schema: {
        tags: ['users'],
        operationId: 'changePassword',
        summary: "Change a password: one's own, or anyone's as an admin; currentPassword is the caller's",
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        body: changePasswordRequestSchema,
        response: { 200: passwordChangedSchema, ...adminErrors, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const caller = request.user!;
      // An admin's change is an admin write (audited); a user's change of their own password is not.
      const passwordHash = await users.checkPasswordChange(app.db, caller, request.params.id, request.body);
      const change = (db: typeof app.db) => users.setPassword(db, request.params.id, passwordHash);
      const emailIds = await (caller.role === 'admin' ? asActor(app.db, caller, change) : change(app.db));
      await dispatchEmails(app.jobs, emailIds, (err) => app.log.warn({ err }, 'e-mail not queued yet; the sweep will'));
      // The change ended the caller's sessions too when it was their own password: keep this one going.
      const token = request.params.id === caller.id ? await app.tokens.sign(caller.id) : undefined;
      return { success: true as const, message: USER_MESSAGES.passwordChanged, token };
    },
  );
};
