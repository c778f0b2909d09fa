import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../../domain/auth-schemas';
import { registeredContract, tokenContract } from '../../../domain/contracts/auth';
import { errorResponses, messageBody } from '../../../domain/contracts/common';
import { requestLanguage } from '../../lib/request-language';
import { defaultLanguage, languageFromHeader, translate } from '../../lib/i18n';
import { userAnswer } from './user-answer';
import { authMessages } from './messages';
import { authenticate, currentSessionId, currentUser } from '../../lib/authenticate';
import { requestPasswordReset, resetPassword } from './password-reset-service';
import { login, logout, refresh, register } from './service';

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/register',
    {
      schema: {
        summary: 'Create an account and sign in',
        body: registerSchema,
        response: { 201: registeredContract, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      const language =
        request.body.language ?? languageFromHeader(request.headers['accept-language']) ?? defaultLanguage;
      const { user, tokens } = await register(deps, request.body, language, request.ip);
      return reply.status(201).send({ ...tokens, user: await userAnswer(deps.db, user, deps.config.APP_TIMEZONE) });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        summary: 'Sign in: an access token, and a refresh token when remembered',
        body: loginSchema,
        response: { 200: tokenContract, ...errorResponses(422, 429) },
      },
    },
    async (request) => login(deps, request.body, request.ip),
  );

  app.post(
    '/oauth/token',
    {
      schema: {
        summary: 'Trade a refresh token for new tokens',
        body: refreshTokenSchema,
        response: { 200: tokenContract, ...errorResponses(401, 422) },
      },
    },
    async (request) => refresh(deps, request.body.refresh_token),
  );

  app.get(
    '/logout',
    {
      onRequest: authenticate,
      schema: { summary: 'End this session', response: { 200: messageBody, ...errorResponses(401) } },
    },
    async (request) => {
      await logout(deps, currentSessionId(request), currentUser(request).id);
      return { message: translate(requestLanguage(request), authMessages.loggedOut) };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        summary: 'Mail a password reset link',
        body: forgotPasswordSchema,
        response: { 200: messageBody, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, {
        email: request.body.email,
        ip: request.ip,
        baseUrl: deps.publicUrl.base(request),
        log: request.log,
      });
      return { message: translate(requestLanguage(request), authMessages.resetLinkSent) };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        summary: 'Set a new password with a reset token',
        body: resetPasswordSchema,
        response: { 200: messageBody, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return { message: translate(requestLanguage(request), authMessages.passwordReset) };
    },
  );
}
