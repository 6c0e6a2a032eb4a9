/**
 * Every cookie better-auth sets is named `party.…` (`__Secure-party.…` over HTTPS): the auth
 * configuration names it, the session resolver reads it and the API document describes it.
 */
export const AUTH_COOKIE_PREFIX = 'party';
