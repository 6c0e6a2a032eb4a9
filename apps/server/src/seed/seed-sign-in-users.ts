import { accounts, emailPreferences, profiles, userRoles, users } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';

/** Partners who can sign in with the demo password: account, credential, profile, email settings and role. */
export async function insertSignInPartners(
  ctx: SeedContext,
  people: { id: string; name: string; email: string; createdAt: Date }[],
  passwordHash: string,
): Promise<void> {
  const { tx } = ctx;
  await tx.insert(users).values(
    people.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      emailVerified: true,
      createdAt: m.createdAt,
      updatedAt: m.createdAt,
    })),
  );
  await tx.insert(accounts).values(
    people.map((m) => ({
      userId: m.id,
      providerId: 'credential',
      accountId: m.id,
      password: passwordHash,
      createdAt: m.createdAt,
    })),
  );
  await tx
    .insert(profiles)
    .values(people.map((m) => ({ id: m.id, name: m.name, email: m.email, createdAt: m.createdAt })));
  await tx.insert(emailPreferences).values(people.map((m) => ({ userId: m.id })));
  await tx
    .insert(userRoles)
    .values(people.map((m) => ({ userId: m.id, role: 'partner' as const, createdAt: m.createdAt })));
}
