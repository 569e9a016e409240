import { z } from 'zod';
import { ThirdPartyProviderSchema } from '@contract/entities/customer';
import { sandboxIdentityChoices } from './sandbox-identities';

/** The sandbox identity provider's own pages and Facebook's Graph `/me` (docs/customer-accounts.md). */

export const InteractionParamsSchema = z.object({
  provider: ThirdPartyProviderSchema,
  uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a sign-in of this provider.'),
});

/** The consent form: the chosen identity and the decision. */
export const ConsentBodySchema = z.strictObject({
  identity: z.enum(sandboxIdentityChoices, { error: 'Choose one of the test identities.' }),
  decision: z.enum(['allow', 'deny'], { error: 'Allow or deny.' }),
});

export const GraphMeQuerySchema = z.strictObject({
  fields: z
    .string()
    .max(200)
    .regex(/^[a-z_]+(,[a-z_]+)*$/, 'A comma-separated list of fields.')
    .optional()
    .describe('id, name, email, first_name, last_name (default id,name).'),
  access_token: z.never({ error: 'Send the access token in the Authorization header.' }).optional(),
});

export const GraphMeAnswerSchema = z
  .object({
    id: z.string(),
    name: z.string().optional(),
    email: z.string().optional(),
    first_name: z.string().optional(),
    last_name: z.string().optional(),
  })
  .describe('The asked fields of the person the access token belongs to (Graph API User).');
