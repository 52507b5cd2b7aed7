import {
  AUTH_MESSAGES,
  type AuthResult,
  apiErrorSchema,
  authResultSchema,
  dataResponse,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  type User,
  userSchema,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toUser } from '../users/service.ts';
import * as auth from './service.ts';

function signedIn(message: string, user: User, token: string): AuthResult {
  return { success: true, message, token, user, data: { token, user } };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { rateLimit: app.config.rateLimits.auth };

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
};
