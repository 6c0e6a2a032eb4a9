import { randomUUID } from 'node:crypto';
import type { AssociateRole, UserRole } from '@party/shared';
import {
  accounts,
  adminRoles,
  associateRoles,
  emailPreferences,
  onboardingApplications,
  partnerAddresses,
  profiles,
  userRoles,
  users,
} from '../db/schema/index.ts';
import { companyNameFor, openCompany } from '../domains/companies/open-company.ts';
import type { Partner, Person, SeedContext } from './context.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { applicants, extraAssociates, extraPartners, extraVendors, partnerDetails } from './people-data.ts';
import { daysAgo } from './random.ts';

export interface People {
  partner: Partner;
  /** Every partner, the demo partner first. */
  partners: Partner[];
  vendor: Person;
  vendorUsers: Person[];
  sales: Person;
  products: Person;
  finance: Person;
  admin: Person;
  salesTeam: Person[];
  applicants: Person[];
}

interface NewPerson extends Person {
  role: UserRole | null;
  associateRole: AssociateRole | null;
  isAdmin: boolean;
  company?: string;
  phone?: string;
  abn?: string;
  createdAt: Date;
}

/** Users with everything sign-up and onboarding would have given them, all able to sign in. */
export async function seedPeople(ctx: SeedContext, passwordHash: string): Promise<People> {
  const { tx, now } = ctx;
  const person = (name: string, email: string, age: number, extra: Partial<NewPerson> = {}): NewPerson => ({
    id: randomUUID(),
    name,
    email,
    role: null,
    associateRole: null,
    isAdmin: false,
    createdAt: daysAgo(now, age),
    ...extra,
  });
  const demo = DEMO_ACCOUNTS.map((a, i) =>
    person(a.name, a.email, 400 - i * 10, {
      role: a.role,
      associateRole: a.associateRole,
      isAdmin: a.isAdmin,
      ...(a.role === 'partner' ? partnerDetails : {}),
    }),
  );
  const partners = extraPartners.map((p, i) =>
    person(p.name, p.email, 330 - i * 35, { ...p, role: 'partner' }),
  );
  const vendorUsers = extraVendors.map((v, i) =>
    person(v.name, v.email, 300 - i * 40, { role: 'vendor', company: v.companyName }),
  );
  const staff = extraAssociates.map((a) =>
    person(a.name, a.email, 200, { role: 'associate', associateRole: a.associateRole }),
  );
  const waiting = applicants.map((a, i) => person(a.name, a.email, 6 - i * 3));
  const everyone = [...demo, ...partners, ...vendorUsers, ...staff, ...waiting];

  await tx.insert(users).values(
    everyone.map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      emailVerified: true,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    })),
  );
  await tx.insert(accounts).values(
    everyone.map((p) => ({
      userId: p.id,
      providerId: 'credential',
      accountId: p.id,
      password: passwordHash,
      createdAt: p.createdAt,
    })),
  );
  await tx.insert(profiles).values(
    everyone.map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      phone: p.phone ?? null,
      createdAt: p.createdAt,
    })),
  );
  await tx.insert(emailPreferences).values(everyone.map((p) => ({ userId: p.id })));
  const withRole = everyone.filter((p) => p.role);
  await tx
    .insert(userRoles)
    .values(withRole.map((p) => ({ userId: p.id, role: p.role ?? 'partner', createdAt: p.createdAt })));
  const companyIds = await openPartnerCompanies(ctx, withRole);
  await tx
    .insert(associateRoles)
    .values(
      withRole
        .filter((p) => p.associateRole)
        .map((p) => ({ userId: p.id, role: p.associateRole ?? 'sales', createdAt: p.createdAt })),
    );
  await tx.insert(adminRoles).values(
    // The demo admin is the store's super admin: only a super admin grants administrator access.
    everyone
      .filter((p) => p.isAdmin)
      .map((p) => ({ userId: p.id, role: 'super_admin' as const, createdAt: p.createdAt })),
  );

  const byEmail = (email: string) => {
    const found = everyone.find((p) => p.email === email);
    if (!found) throw new Error(`demo person ${email} missing`);
    return found;
  };
  const demoPartner = byEmail('partner@partycentral.com.au');
  const allPartners: Partner[] = [
    { ...demoPartner, ...partnerDetails, companyId: companyIds.get(demoPartner.id)! },
    ...extraPartners.map((p) => ({
      ...byEmail(p.email),
      ...p,
      companyId: companyIds.get(byEmail(p.email).id)!,
    })),
  ];
  const sales = byEmail('sales@partycentral.com.au');
  const admin = byEmail('admin@partycentral.com.au');

  await tx.insert(onboardingApplications).values([
    ...applicants.map((a) => ({
      userId: byEmail(a.email).id,
      role: a.role,
      companyName: a.companyName,
      message: a.message,
      status: a.status,
      submittedAt: byEmail(a.email).createdAt,
      createdAt: byEmail(a.email).createdAt,
      ...(a.status === 'rejected'
        ? {
            reviewedBy: admin.id,
            reviewedAt: daysAgo(now, 1),
            reviewNotes: 'No showroom roles open this season; please apply again in spring.',
          }
        : {}),
    })),
    {
      userId: sales.id,
      role: 'associate' as const,
      companyName: 'Party Central',
      message: 'Joining the Sydney sales team.',
      status: 'approved' as const,
      submittedAt: sales.createdAt,
      createdAt: sales.createdAt,
      reviewedBy: admin.id,
      reviewedAt: sales.createdAt,
    },
    ...vendorUsers.slice(0, 2).map((v) => ({
      userId: v.id,
      role: 'vendor' as const,
      companyName: v.company ?? v.name,
      status: 'approved' as const,
      submittedAt: v.createdAt,
      createdAt: v.createdAt,
      reviewedBy: admin.id,
      reviewedAt: v.createdAt,
    })),
  ]);

  await tx.insert(partnerAddresses).values([
    {
      userId: demoPartner.id,
      companyId: allPartners[0]!.companyId,
      label: 'Head office',
      name: demoPartner.name,
      address: partnerDetails.street,
      city: 'Sydney',
      state: 'NSW',
      postalCode: '2000',
      isDefault: true,
    },
    {
      userId: demoPartner.id,
      companyId: allPartners[0]!.companyId,
      label: 'Warehouse',
      name: 'Confetti & Co. Receiving',
      address: 'Unit 7, 31 Carter Street',
      city: 'Lidcombe',
      state: 'NSW',
      postalCode: '2141',
    },
    ...allPartners.slice(1).map((p) => ({
      userId: p.id,
      companyId: p.companyId,
      label: 'Business',
      name: p.name,
      address: p.street,
      city: p.city,
      state: p.state,
      postalCode: p.postcode,
      isDefault: true,
    })),
  ]);

  return {
    partner: allPartners[0] as Partner,
    partners: allPartners,
    vendor: byEmail('vendor@partycentral.com.au'),
    vendorUsers,
    sales,
    products: byEmail('products@partycentral.com.au'),
    finance: byEmail('finance@partycentral.com.au'),
    admin,
    salesTeam: [sales, ...staff],
    applicants: waiting,
  };
}

/**
 * Every partner owns a company of one, as sign-up gives them (docs/decisions/0019-company-accounts.md §10).
 * Returns each partner's company id.
 */
async function openPartnerCompanies(ctx: SeedContext, people: NewPerson[]): Promise<Map<string, string>> {
  const companyIds = new Map<string, string>();
  for (const p of people.filter((person) => person.role === 'partner'))
    companyIds.set(
      p.id,
      await openCompany(ctx.tx, {
        ownerId: p.id,
        name: companyNameFor(p.name, p.company),
        abn: p.abn ?? null,
      }),
    );
  return companyIds;
}
