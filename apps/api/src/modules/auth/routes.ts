import {
  AUTH_MESSAGES,
  type AuthResult,
  apiErrorSchema,
  authResultSchema,
  dataResponse,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  type User,
  userSchema,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import { dispatchEmails } from '../../lib/outbox.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { toUser } from '../users/service.ts';
import * as auth from './service.ts';

function signedIn(message: string, user: User, token: string): AuthResult {
  return { success: true, message, token, user, data: { token, user } };
}

/** The queue that looks up the account of a reset request and writes its token and e-mail. */
const RESET_QUEUE = 'password-reset-request';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { rateLimit: app.config.rateLimits.auth };
  const dispatch = (ids: string[]) =>
    dispatchEmails(app.jobs, ids, (err) => app.log.warn({ err }, 'e-mail not queued yet; the outbox sweep will'));

  app.jobs.define<{ email: string }>(RESET_QUEUE, {
    queue: { retryLimit: 5, retryBackoff: true, retryDelay: 2 },
    async handler([job]) {
      await dispatch(await auth.requestPasswordReset(app.db, job!.data.email, app.links));
    },
  });
  // Per e-mail address, beside the route's per client address limit: nobody is sent a flood of reset e-mails.
  const perEmail = app.createRateLimit({
    ...app.config.rateLimits.passwordResetPerEmail,
    keyGenerator: (request) => `password-reset:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  });

  app.post(
    '/login',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        operationId: 'login',
        security: [],
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: { 200: authResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await auth.login(app.db, request.body.email, request.body.password);
      return signedIn('Logged in successfully', toUser(user), await app.tokens.sign(user.id));
    },
  );

  app.post(
    '/register',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        operationId: 'register',
        security: [],
        summary: 'Create a user account (always role user)',
        body: registerBodySchema,
        response: { 201: authResultSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await auth.register(app.db, request.body);
      return reply.status(201).send(signedIn('Registered successfully', toUser(user), await app.tokens.sign(user.id)));
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        operationId: 'getMe',
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: dataResponse(userSchema).extend({ user: userSchema }), 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = toUser(request.user!);
      return { success: true as const, data: user, user };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'Revoke the current token',
        security: [{ bearerAuth: [] }],
        body: z.unknown().optional(),
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await auth.revoke(app.db, request.token!);
      return { success: true as const, message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: app.config.rateLimits.passwordReset },
      preHandler: async (request) => {
        const limit = await perEmail(request);
        if (!limit.isAllowed && limit.isExceeded) throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
      },
      schema: {
        tags: ['auth'],
        operationId: 'forgotPassword',
        security: [],
        summary: 'Ask for a password reset link by e-mail',
        description:
          'Always the same 200, in the same time, whether an account has that e-mail or not: the lookup runs in ' +
          'the job queue. An active account is e-mailed a single-use link valid 30 minutes. Rate-limited per ' +
          'client address and per e-mail address.',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await app.jobs.send(RESET_QUEUE, { email: request.body.email });
      return { success: true as const, message: AUTH_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/reset-password',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        security: [],
        summary: 'Set a new password with the token of a reset link',
        description:
          'The token works once, within 30 minutes of the request (400 otherwise). Every session of the account ' +
          'ends, and its owner is e-mailed that the password was changed.',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      await dispatch(await auth.resetPassword(app.db, request.body.token, passwordHash));
      return { success: true as const, message: AUTH_MESSAGES.resetDone };
    },
  );
};
