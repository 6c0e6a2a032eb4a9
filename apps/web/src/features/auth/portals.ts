/** The three sign-in doors (docs/product/storefront-and-sign-in.md) and where each leads. */
export const portals = {
  partner: { loginPath: '/login', home: '/partner', role: 'partner' },
  associate: { loginPath: '/login/associate', home: '/associate', role: 'associate' },
  vendor: { loginPath: '/login/vendor', home: '/vendor', role: 'vendor' },
} as const;

export type Portal = keyof typeof portals;

export function portalFrom(value: string | null): Portal {
  return value === 'associate' || value === 'vendor' ? value : 'partner';
}

/** The move after sign-in waits about 100 ms (the toast shows first). */
export const SIGN_IN_REDIRECT_DELAY_MS = 100;
