import { z } from 'zod';
import { ThirdPartyProviderSchema } from '@contract/entities/customer';
import { ErrorBodySchema } from '@contract/api-error';
import { sandboxIdentityChoices } from './sandbox-identities';

/** The sandbox identity provider's requests and answers (OAuth 2.0 with PKCE; docs/customer-accounts.md). */

const param = (name: string) =>
  z
    .string({ error: `Send ${name} once.` })
    .min(1, `Send ${name}.`)
    .max(2000, `${name} is too long.`);

export const SandboxProviderParamsSchema = z.object({ provider: ThirdPartyProviderSchema });

/** The authorization request (RFC 6749 4.1.1 with RFC 7636's code_challenge); `ui_locales` picks the page's language. */
export const AuthorizeQuerySchema = z.strictObject({
  response_type: param('response_type'),
  client_id: param('client_id'),
  redirect_uri: param('redirect_uri'),
  state: param('state'),
  code_challenge: param('code_challenge'),
  code_challenge_method: param('code_challenge_method'),
  scope: param('scope').optional(),
  ui_locales: z.string().max(35).optional(),
});
export type AuthorizeQuery = z.infer<typeof AuthorizeQuerySchema>;

/** The consent form: the request again, the chosen identity and the decision. */
export const ConsentBodySchema = AuthorizeQuerySchema.extend({
  identity: z.enum(sandboxIdentityChoices, { error: 'Choose one of the test identities.' }),
  decision: z.enum(['allow', 'deny'], { error: 'Allow or deny.' }),
});

/** The token request (RFC 6749 4.1.3 + RFC 7636 4.5), form-encoded or JSON. */
export const TokenBodySchema = z.strictObject({
  grant_type: param('grant_type'),
  code: param('code'),
  redirect_uri: param('redirect_uri'),
  client_id: param('client_id'),
  client_secret: param('client_secret'),
  code_verifier: param('code_verifier'),
});

export const TokenResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    scope: z.string(),
  })
  .describe('An access token for the userinfo endpoint.');

/** RFC 6749 5.2's error answer; a malformed request answers the API's own error body. */
export const OAuthErrorSchema = z.union([
  z.object({ error: z.string(), error_description: z.string() }),
  ErrorBodySchema,
]);

export const UserinfoHeadersSchema = z.looseObject({
  authorization: z.string().max(2000).optional().describe('Bearer <access token of the token endpoint>.'),
});

export const UserinfoResponseSchema = z
  .object({
    sub: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    given_name: z.string(),
    family_name: z.string(),
    name: z.string(),
  })
  .describe('The OpenID Connect claims of the person who signed in.');
