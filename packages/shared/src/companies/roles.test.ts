import { describe, expect, it } from 'vitest';
import { companyMay, companyRoleRefusal, companyRoles } from './roles.ts';

/** docs/product/company-accounts.md, "Roles": the rows this slice enforces. */
describe('companyMay', () => {
  it.each([
    ['edit-business', ['owner', 'admin']],
    ['request-credit', ['owner', 'admin']],
    ['manage-addresses', ['owner', 'admin', 'buyer', 'approver']],
    ['shop', ['owner', 'admin', 'buyer', 'approver']],
    ['transfer-ownership', ['owner']],
  ] as const)('%s: %s', (action, allowed) => {
    expect(companyRoles.filter((role) => companyMay(role, action))).toEqual(allowed);
  });

  it('allows nothing without a company role', () => {
    expect(companyMay(null, 'manage-addresses')).toBe(false);
  });

  it('words the refusal with the company and the role', () => {
    expect(companyRoleRefusal('Confetti & Co. Events', 'viewer')).toBe(
      "Your role in Confetti & Co. Events (viewer) doesn't allow this.",
    );
  });
});
