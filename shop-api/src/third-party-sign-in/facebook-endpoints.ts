import { realIssuers } from './sign-in-settings';

/**
 * Facebook Login's endpoints (developers.facebook.com, "Manually Build a Login Flow"): the login
 * dialog, the code exchange and the Graph API's `/me`. Facebook is OAuth 2.0 here, not OpenID
 * Connect: its OIDC code flow is documented as "still in testing" (docs/customer-accounts.md).
 * An issuer override (the demo's sandbox) serves the same three paths under its own base.
 */
export const facebookGraphVersion = 'v23.0';

export interface FacebookEndpoints {
  authorization: string;
  token: string;
  me: string;
}

export function facebookEndpoints(issuer: string): FacebookEndpoints {
  if (issuer === realIssuers.facebook)
    return {
      authorization: `https://www.facebook.com/${facebookGraphVersion}/dialog/oauth`,
      token: `https://graph.facebook.com/${facebookGraphVersion}/oauth/access_token`,
      me: `https://graph.facebook.com/${facebookGraphVersion}/me`,
    };
  return { authorization: `${issuer}/dialog/oauth`, token: `${issuer}/oauth/access_token`, me: `${issuer}/me` };
}

/** The fields `/me` is asked for (`email` needs the `email` permission; it is absent without a usable address). */
export const facebookProfileFields = 'id,email,first_name,last_name';
