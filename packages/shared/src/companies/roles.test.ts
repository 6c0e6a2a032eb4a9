import { describe, expect, it } from 'vitest';
import { access, decideAccess } from '../access/access-rule.ts';
import type { Principal } from '../access/principal.ts';
import { maskEmail } from './contract.ts';
import { type CompanyRole, companyMay, companyRoles } from './roles.ts';

const partner = (companyRole: CompanyRole | null): Principal => ({
  userId: 'u-1',
  email: 'pat@example.com.au',
  name: 'Pat',
  role: 'partner',
  isAdmin: false,
  adminRank: null,
  associateRole: null,
  onboardingStatus: null,
  emailVerified: true,
  twoFactorEnabled: false,
  companyId: companyRole ? 'c-1' : null,
  companyRole,
});

describe('companyMay (docs/product/company-accounts.md, "Roles")', () => {
  it.each([
    ['shop', ['owner', 'admin', 'buyer', 'approver']],
    ['see-company-orders', ['owner', 'admin', 'approver', 'viewer']],
    ['approve-orders', ['owner', 'admin', 'approver']],
    ['cancel-others-orders', ['owner', 'admin']],
    ['manage-members', ['owner', 'admin']],
    ['transfer-ownership', ['owner']],
    ['see-members', ['owner', 'admin', 'buyer', 'approver', 'viewer']],
    ['manage-addresses', ['owner', 'admin', 'buyer', 'approver']],
    ['see-account', ['owner', 'admin']],
  ] as const)('%s: %j', (action, allowed) => {
    expect(companyRoles.filter((role) => companyMay(role, action))).toEqual(allowed);
    expect(companyMay(null, action)).toBe(false);
  });
});

describe('access.company', () => {
  it('lets in partners of the listed company roles only', () => {
    const rule = access.company('owner', 'admin');
    expect(decideAccess(rule, partner('admin'))).toEqual({ outcome: 'allow' });
    expect(decideAccess(rule, partner('buyer'))).toEqual({ outcome: 'denied', reason: 'company' });
    expect(decideAccess(rule, partner(null))).toEqual({ outcome: 'denied', reason: 'company' });
    expect(decideAccess(rule, { ...partner('owner'), role: 'vendor' })).toEqual({
      outcome: 'denied',
      reason: 'role',
    });
    expect(decideAccess(rule, null)).toEqual({ outcome: 'login' });
  });
});

it('masks an email to its first letter and its domain', () => {
  expect(maskEmail('bella@confetti.com.au')).toBe('b••••@confetti.com.au');
});
