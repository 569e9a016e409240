import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { thirdPartyProviders, type ThirdPartyProvider } from '@contract/entities/customer';
import { errorAnswers } from '../../http/route-schema';
import { identityKeyOf, profileOf } from './sandbox-identities';
import { authorizeErrorPage, consentPage } from './sandbox-idp-pages';
import {
  ConsentBodySchema,
  GraphMeAnswerSchema,
  GraphMeQuerySchema,
  InteractionParamsSchema,
} from './sandbox-idp.schemas';
import { interactionPath, sandboxLocaleOf, sandboxOidcProvider } from './sandbox-oidc-provider';
import { sandboxPageHeaders } from './sandbox-page-headers';

const htmlAnswer = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
/**
 * 400: the page of a sign-in it does not know (HTML), or, as every call, a request it cannot read
 * (a malformed address or body: the error body, JSON).
 */
const unknownSignInOrUnreadable = {
  description: 'No such sign-in (expired, or another browser’s): a page; or a malformed address or body.',
  content: { ...htmlAnswer('').content, ...errorAnswers(400)[400].content },
};

function sendPage(reply: FastifyReply, status: number, body: string, nonce: string, formTargets: string[]) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .headers(sandboxPageHeaders(nonce, formTargets))
    .send(body);
}

/**
 * The stand-ins for Google and Facebook that a demo's shop API hosts (docs/customer-accounts.md):
 * one `oidc-provider` per provider mounted under `/sandbox/oauth/{provider}/` (its own routes:
 * discovery, JWKS, authorization, token, userinfo), the login-and-consent page both share under
 * `/sandbox/oauth/interaction/`, and for Facebook a Graph API `/me`. A demo whose provider points
 * at the real one (its settings set) mounts no stand-in for it.
 */
export async function sandboxIdpRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;
  const providers = new Map<ThirdPartyProvider, Provider>();
  for (const provider of thirdPartyProviders) {
    const client = config.auth.providers[provider];
    if (client?.sandbox)
      providers.set(provider, sandboxOidcProvider({ provider, client, storefrontOrigins: config.storefrontOrigins }));
  }

  // The providers read their own request bodies: nothing here may parse them first.
  await app.register(async (mount) => {
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    for (const [provider, oidc] of providers) {
      const prefix = `/sandbox/oauth/${provider}`;
      const callback = oidc.callback();
      mount.all(`${prefix}/*`, { schema: { hide: true } }, (request, reply) => {
        const raw: IncomingMessage & { originalUrl?: string } = request.raw;
        raw.originalUrl = raw.url;
        raw.url = raw.url!.slice(prefix.length);
        reply.hijack();
        void callback(raw, reply.raw);
      });
    }
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The interaction a page belongs to, or why there is none (expired, another browser's, unknown). */
  async function interactionOf(provider: ThirdPartyProvider, uid: string, raw: { req: IncomingMessage; res: never }) {
    const oidc = providers.get(provider);
    if (!oidc) return undefined;
    const details = await oidc.interactionDetails(raw.req, raw.res).catch(() => undefined);
    return details?.uid === uid ? { oidc, details } : undefined;
  }
  const expired = (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    return sendPage(reply, 400, authorizeErrorPage(request.ctx.locale, nonce), nonce, []);
  };

  app.get(
    '/sandbox/oauth/interaction/:provider/:uid',
    {
      schema: {
        operationId: 'showSandboxSignInConsent',
        tags: ['sandbox'],
        summary:
          'The sandbox identity provider’s login and consent page: the test identities to sign in as, in the language of ui_locales (Google) or locale (Facebook).',
        params: InteractionParamsSchema,
        response: {
          200: htmlAnswer('The consent page.'),
          400: unknownSignInOrUnreadable,
          ...errorAnswers(422),
        },
      },
    },
    async (request, reply) => {
      const { provider, uid } = request.params;
      const found = await interactionOf(provider, uid, { req: request.raw, res: reply.raw as never });
      if (!found) return expired(request, reply);
      const nonce = randomBytes(16).toString('base64');
      const locale = sandboxLocaleOf(found.details.params);
      const page = consentPage({ locale, nonce, provider, action: interactionPath(provider, uid) });
      return sendPage(reply, 200, page, nonce, config.storefrontOrigins);
    },
  );

  app.post(
    '/sandbox/oauth/interaction/:provider/:uid',
    {
      schema: {
        operationId: 'decideSandboxSignInConsent',
        tags: ['sandbox'],
        summary:
          'The shopper’s choice on the consent page: 303 on to the provider, which answers the storefront’s return route with code, state and iss (or error=access_denied).',
        params: InteractionParamsSchema,
        body: ConsentBodySchema,
        response: {
          303: z.null().describe('On to the provider’s authorization endpoint, which finishes the sign-in.'),
          400: unknownSignInOrUnreadable,
          ...errorAnswers(413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { provider, uid } = request.params;
      const found = await interactionOf(provider, uid, { req: request.raw, res: reply.raw as never });
      if (!found) return expired(request, reply);
      const { oidc, details } = found;
      let result: InteractionResults;
      if (request.body.decision === 'deny') {
        result = { error: 'access_denied', error_description: 'The shopper declined.' };
      } else {
        const accountId = identityKeyOf(request.body.identity);
        const grant = new oidc.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        result = { login: { accountId }, consent: { grantId: await grant.save() } };
      }
      reply.hijack();
      await oidc.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    },
  );

  const facebook = providers.get('facebook');
  if (facebook)
    app.get(
      '/sandbox/oauth/facebook/me',
      {
        schema: {
          operationId: 'showSandboxFacebookMe',
          tags: ['sandbox'],
          summary:
            'The Facebook sandbox’s Graph API /me: the asked fields (id, email, first_name, last_name) of the access token’s person.',
          querystring: GraphMeQuerySchema,
          response: { 200: GraphMeAnswerSchema, ...errorAnswers(400, 401, 422) },
        },
      },
      async (request, reply) => {
        const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
        const token = bearer ? await facebook.AccessToken.find(bearer).catch(() => undefined) : undefined;
        const profile = token && !token.isExpired && token.accountId ? profileOf(token.accountId) : undefined;
        if (!profile)
          return reply
            .status(401)
            .header('WWW-Authenticate', 'Bearer error="invalid_token"')
            .send({
              status: 401,
              type: 'unauthenticated' as const,
              message: 'The access token is not valid.',
              errors: [],
            });
        const fields = new Set((request.query.fields ?? 'id,name').split(','));
        const asked = (field: string, value: string) => (fields.has(field) ? value : undefined);
        return {
          id: profile.sub,
          name: asked('name', profile.name),
          email: asked('email', profile.email),
          first_name: asked('first_name', profile.given_name),
          last_name: asked('last_name', profile.family_name),
        };
      },
    );
}
