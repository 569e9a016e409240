import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@contract/api-error';
import type { ThirdPartyProvider } from '@contract/entities/customer';
import { isLocale, type Locale } from '@contract/locale-codes';
import { hashToken, newToken, pkceChallenge, sameSecret } from '../../auth/tokens';
import { sandboxOauthCodes } from '../../db/schema';
import { errorAnswers } from '../../http/route-schema';
import { identityKeyOf, profileOf, signSandboxAccessToken, verifySandboxAccessToken } from './sandbox-identities';
import { authorizeErrorPage, consentPage } from './sandbox-idp-pages';
import {
  AuthorizeQuerySchema,
  ConsentBodySchema,
  OAuthErrorSchema,
  SandboxProviderParamsSchema,
  TokenBodySchema,
  TokenResponseSchema,
  UserinfoHeadersSchema,
  UserinfoResponseSchema,
  type AuthorizeQuery,
} from './sandbox-idp.schemas';
import { callbackPath } from '../../third-party-sign-in/third-party-sign-in.service';

const htmlAnswer = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
/** A bad authorization request is a page for the shopper; a malformed URL or body the API's error body. */
const badAuthorizeRequest = {
  description: 'The authorization request is not valid (client, redirect URI or PKCE: a page), or malformed (JSON).',
  content: { 'text/html': { schema: z.string() }, 'application/json': { schema: ErrorBodySchema } },
};
const codeMinutes = 5;
const accessTokenSeconds = 300;

/**
 * The sandbox's pages: nothing but their nonce-marked style, never in a frame; forms only to itself
 * and to the storefront its answer redirects to (browsers hold redirects of a form to form-action too).
 */
function sendPage(reply: FastifyReply, status: number, body: string, nonce: string, formTargets: string[]) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${["'self'", ...formTargets].join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store')
    .send(body);
}

const localeOf = (uiLocales: string | undefined): Locale => {
  const first = uiLocales?.split(/[\s,]/)[0]?.split('-')[0]?.toLowerCase();
  return isLocale(first) ? first : 'en';
};

/**
 * A stand-in for Google and Facebook that the shop API hosts itself (docs/customer-accounts.md): a
 * real OAuth 2.0 authorization server with PKCE (S256 only), a consent page offering test
 * identities, a token endpoint and a userinfo endpoint. Its registered redirect URIs are the
 * storefront's third-party return routes.
 */
export async function sandboxIdpRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** What is wrong with an authorization request, if anything (the page says it; nothing is redirected). */
  const problemOf = (provider: ThirdPartyProvider, query: AuthorizeQuery): string | undefined => {
    if (query.client_id !== config.auth.providers[provider]?.clientId) return 'Unknown client_id.';
    const allowed = config.storefrontOrigins.map((origin) => `${origin}${callbackPath(provider)}`);
    if (!allowed.includes(query.redirect_uri)) return 'redirect_uri is not registered for this client.';
    if (query.response_type !== 'code') return 'Only response_type=code is supported.';
    if (query.code_challenge_method !== 'S256') return 'PKCE with code_challenge_method=S256 is required.';
    if (!/^[A-Za-z0-9_-]{43}$/.test(query.code_challenge)) return 'code_challenge must be a base64url SHA-256.';
    return undefined;
  };

  app.get(
    '/sandbox/oauth/:provider/authorize',
    {
      schema: {
        operationId: 'showSandboxOAuthConsent',
        tags: ['sandbox'],
        summary:
          'The sandbox identity provider’s consent page: the test identities to sign in as (OAuth 2.0 authorization request with PKCE S256).',
        params: SandboxProviderParamsSchema,
        querystring: AuthorizeQuerySchema,
        response: {
          200: htmlAnswer('The consent page.'),
          400: badAuthorizeRequest,
          ...errorAnswers(422),
        },
      },
    },
    async (request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      const { provider } = request.params;
      const locale = localeOf(request.query.ui_locales);
      const problem = problemOf(provider, request.query);
      if (problem) return sendPage(reply, 400, authorizeErrorPage(locale, nonce, problem), nonce, []);
      const { ui_locales: _ignored, ...params } = request.query;
      const page = consentPage({
        locale,
        nonce,
        provider,
        action: `/sandbox/oauth/${provider}/authorize`,
        params: Object.fromEntries(Object.entries({ ...params, ui_locales: locale }).filter(([, v]) => v)),
      });
      return sendPage(reply, 200, page, nonce, config.storefrontOrigins);
    },
  );

  app.post(
    '/sandbox/oauth/:provider/authorize',
    {
      schema: {
        operationId: 'decideSandboxOAuthConsent',
        tags: ['sandbox'],
        summary:
          'The shopper’s choice on the consent page: 303 back to redirect_uri with code and state (or error=access_denied).',
        params: SandboxProviderParamsSchema,
        body: ConsentBodySchema,
        response: {
          303: z.null().describe('Back to the storefront’s return route with ?code=…&state=… or ?error=access_denied.'),
          400: badAuthorizeRequest,
          ...errorAnswers(413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      const { provider } = request.params;
      const body = request.body;
      const problem = problemOf(provider, body);
      if (problem)
        return sendPage(reply, 400, authorizeErrorPage(localeOf(body.ui_locales), nonce, problem), nonce, []);
      const back = new URL(body.redirect_uri);
      back.searchParams.set('state', body.state);
      if (body.decision === 'deny') {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = newToken();
        await db.insert(sandboxOauthCodes).values({
          codeHash: hashToken(code),
          clientId: body.client_id,
          redirectUri: body.redirect_uri,
          codeChallenge: body.code_challenge,
          identityKey: identityKeyOf(body.identity),
          expiresAt: new Date(Date.now() + codeMinutes * 60_000),
        });
        back.searchParams.set('code', code);
      }
      return reply.header('Cache-Control', 'no-store').redirect(back.toString(), 303);
    },
  );

  app.post(
    '/sandbox/oauth/:provider/token',
    {
      schema: {
        operationId: 'exchangeSandboxOAuthCode',
        tags: ['sandbox'],
        summary:
          'The sandbox token endpoint: an authorization code (once, within 5 minutes) for an access token, checking the client, redirect_uri and the PKCE code_verifier.',
        params: SandboxProviderParamsSchema,
        body: TokenBodySchema,
        response: {
          200: TokenResponseSchema,
          400: {
            description: 'invalid_grant or invalid_client (RFC 6749 5.2).',
            content: { 'application/json': { schema: OAuthErrorSchema } },
          },
          ...errorAnswers(413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const body = request.body;
      const client = config.auth.providers[provider];
      const refuse = (error: string, description: string) =>
        reply.status(400).header('Cache-Control', 'no-store').send({ error, error_description: description });
      if (body.grant_type !== 'authorization_code') return refuse('unsupported_grant_type', 'Use authorization_code.');
      if (!client || body.client_id !== client.clientId || !sameSecret(body.client_secret, client.clientSecret))
        return refuse('invalid_client', 'Unknown client or wrong secret.');
      const now = new Date();
      const [used] = await db
        .update(sandboxOauthCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(sandboxOauthCodes.codeHash, hashToken(body.code)),
            eq(sandboxOauthCodes.clientId, body.client_id),
            isNull(sandboxOauthCodes.usedAt),
            gt(sandboxOauthCodes.expiresAt, now),
          ),
        )
        .returning();
      if (!used) return refuse('invalid_grant', 'The code is unknown, used or expired.');
      if (used.redirectUri !== body.redirect_uri) return refuse('invalid_grant', 'redirect_uri does not match.');
      if (!sameSecret(pkceChallenge(body.code_verifier), used.codeChallenge))
        return refuse('invalid_grant', 'code_verifier does not match the code_challenge.');
      const accessToken = signSandboxAccessToken(
        client.clientSecret,
        provider,
        used.identityKey,
        Date.now() + accessTokenSeconds * 1000,
      );
      return reply.header('Cache-Control', 'no-store').send({
        access_token: accessToken,
        token_type: 'Bearer' as const,
        expires_in: accessTokenSeconds,
        scope: 'openid email profile',
      });
    },
  );

  app.get(
    '/sandbox/oauth/:provider/userinfo',
    {
      schema: {
        operationId: 'showSandboxOAuthUserinfo',
        tags: ['sandbox'],
        summary:
          'The sandbox userinfo endpoint: who the access token belongs to (sub, e-mail and whether it is verified, names).',
        params: SandboxProviderParamsSchema,
        headers: UserinfoHeadersSchema,
        response: { 200: UserinfoResponseSchema, ...errorAnswers(400, 401, 422) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const identityKey =
        token &&
        config.auth.providers[provider] &&
        verifySandboxAccessToken(config.auth.providers[provider].clientSecret, provider, token);
      const profile = identityKey ? profileOf(identityKey) : undefined;
      if (!profile) {
        return reply
          .status(401)
          .header('WWW-Authenticate', 'Bearer error="invalid_token"')
          .send({
            status: 401,
            type: 'unauthenticated' as const,
            message: 'The access token is not valid.',
            errors: [],
          });
      }
      return profile;
    },
  );
}
