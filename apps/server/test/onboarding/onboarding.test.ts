import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, systemSettings } from '../../src/db/schema/index.ts';
import { lastMail } from '../auth/auth-client.ts';
import { readAuditLog } from '../helpers/audit.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, { role: null, isAdmin: true });
});
afterAll(() => ctx.close());

const apply = (who: SignedIn, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/me/onboarding', headers: who.headers, payload: body });
const review = (id: string, action: 'approve' | 'reject', body: Record<string, unknown> = {}, who = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/onboarding/${id}/${action}`,
    headers: who.headers,
    payload: body,
  });
const meOf = async (who: SignedIn) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: who.headers })).json().principal;

describe('onboarding', () => {
  it('requires authentication to apply or to read an application', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/me/onboarding', payload: {} })).statusCode,
    ).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/onboarding' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/onboarding' })).statusCode).toBe(401);
  });

  it('stores an application as pending and shows its status back; a second pending one is refused', async () => {
    const partner = await signInAs(ctx);
    const res = await apply(partner, {
      role: 'vendor',
      companyName: 'Streamers Pty Ltd',
      phone: '02 9000 0000',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().application).toMatchObject({
      role: 'vendor',
      companyName: 'Streamers Pty Ltd',
      status: 'pending',
    });

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/me/onboarding', headers: partner.headers });
    expect(mine.json().application).toMatchObject({ id: res.json().application.id, status: 'pending' });
    expect(await meOf(partner)).toMatchObject({ role: 'partner', onboardingStatus: 'pending' });

    const again = await apply(partner, { role: 'associate', companyName: 'Streamers Pty Ltd' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
  });

  it('refuses unknown fields and roles that cannot be applied for', async () => {
    const partner = await signInAs(ctx);
    expect((await apply(partner, { role: 'admin', companyName: 'X' })).statusCode).toBe(400);
    expect((await apply(partner, { role: 'vendor', companyName: 'X', status: 'approved' })).statusCode).toBe(
      400,
    );
    expect((await apply(partner, { role: 'vendor', companyName: '  ' })).statusCode).toBe(400);
  });

  it('lets an admin approve: the applied role becomes the user’s role, audited and emailed', async () => {
    const applicant = await signInAs(ctx, { name: 'Alex Applicant' });
    const { application } = (
      await apply(applicant, { role: 'associate', companyName: 'Party Central' })
    ).json();

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/onboarding?status=pending',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    const listed = list.json().applications.find((a: { id: string }) => a.id === application.id);
    expect(listed).toMatchObject({
      applicantName: 'Alex Applicant',
      applicantEmail: applicant.user.email,
      status: 'pending',
    });

    const res = await review(application.id, 'approve', { notes: 'Welcome aboard' });
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({ status: 'approved', reviewNotes: 'Welcome aboard' });
    expect(await meOf(applicant)).toMatchObject({
      role: 'associate',
      associateRole: 'sales',
      onboardingStatus: 'approved',
    });

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'onboarding_application'), eq(auditLog.entityId, application.id)));
    expect(audit).toMatchObject([
      {
        actorId: admin.user.id,
        action: 'onboarding.approved',
        oldValues: { status: 'pending', roles: ['partner'] },
        newValues: { status: 'approved', roles: ['associate'] },
      },
    ]);
    const mail = await lastMail(ctx, applicant.user.email, 'application_status');
    expect(mail?.variables).toMatchObject({ status: 'approved', role: 'associate', name: 'Alex Applicant' });

    const twice = await review(application.id, 'reject', { notes: 'Too late' });
    expect(twice.statusCode).toBe(409);
    const approvedOnly = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/onboarding?status=approved',
      headers: admin.headers,
    });
    expect(approvedOnly.json().applications.every((a: { status: string }) => a.status === 'approved')).toBe(
      true,
    );
  });

  it('opens the approved vendor’s company from the application: profile, catalog and documents work at first sign-in', async () => {
    const applicant = await signInAs(ctx, { name: 'Noah Kelly' });
    const { application } = (
      await apply(applicant, { role: 'vendor', companyName: 'Bright Spark Events', phone: '0412 345 678' })
    ).json();
    expect((await review(application.id, 'approve')).statusCode).toBe(200);

    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: applicant.headers,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      companyName: 'Bright Spark Events',
      contactEmail: applicant.user.email,
      contactPhone: '0412 345 678',
    });
    const catalog = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor/products',
      headers: applicant.headers,
    });
    expect(catalog.statusCode).toBe(200);
    const documents = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor/documents',
      headers: applicant.headers,
    });
    expect(documents.statusCode).toBe(200);
    const [created] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'vendor.profile_created'), eq(auditLog.actorId, admin.user.id)));
    expect(created?.newValues).toMatchObject({ companyName: 'Bright Spark Events' });
  });

  it('keeps a returning vendor’s company as it is, and opens none for an associate approval', async () => {
    const returning = await signInAs(ctx);
    const first = (await apply(returning, { role: 'vendor', companyName: 'First Name Pty Ltd' })).json();
    await review(first.application.id, 'approve');
    const again = (await apply(returning, { role: 'vendor', companyName: 'Second Name Pty Ltd' })).json();
    expect((await review(again.application.id, 'approve')).statusCode).toBe(200);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: returning.headers,
    });
    expect(profile.json().companyName).toBe('First Name Pty Ltd');

    const staff = await signInAs(ctx);
    const { application } = (await apply(staff, { role: 'associate', companyName: 'Party Central' })).json();
    await review(application.id, 'approve');
    const none = await ctx.app.inject({ method: 'GET', url: '/api/vendor/profile', headers: staff.headers });
    expect(none.statusCode).toBe(403);
  });

  it('lets an admin reject: the role stays, and the user may apply again', async () => {
    const applicant = await signInAs(ctx);
    const { application } = (await apply(applicant, { role: 'vendor', companyName: 'Maybe Pty Ltd' })).json();
    // A rejection needs its reason.
    const bare = await review(application.id, 'reject', { notes: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields.notes).toBe('Rejection reason is required');
    const res = await review(application.id, 'reject', { notes: 'Not a supplier' });
    expect(res.json().application.status).toBe('rejected');
    expect(res.json().application.reviewNotes).toBe('Not a supplier');
    expect(await meOf(applicant)).toMatchObject({ role: 'partner', onboardingStatus: 'rejected' });
    expect((await apply(applicant, { role: 'vendor', companyName: 'Maybe Pty Ltd' })).statusCode).toBe(201);
  });

  it('keeps review to admins and answers 404 for an application that is not yours or not there', async () => {
    const owner = await signInAs(ctx);
    const other = await signInAs(ctx);
    const { application } = (await apply(owner, { role: 'vendor', companyName: 'Owner Co' })).json();

    expect((await review(application.id, 'approve', {}, other)).statusCode).toBe(403);
    const peek = await ctx.app.inject({
      method: 'GET',
      url: `/api/me/onboarding/${application.id}`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(404);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/me/onboarding/${application.id}`,
      headers: owner.headers,
    });
    expect(own.statusCode).toBe(200);
    expect((await review(randomUUID(), 'approve')).statusCode).toBe(404);
  });

  it('approves a vendor application at once when the auto_approval setting is on, never an associate one nor for a role holder', async () => {
    await ctx.database.db
      .insert(systemSettings)
      .values({ key: 'auto_approval', value: 'true' })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: 'true' } });
    try {
      const applicant = await signInAs(ctx, { name: 'Quinn Quick' });
      const res = await apply(applicant, { role: 'vendor', companyName: 'Quick Co' });
      expect(res.statusCode).toBe(201);
      expect(res.json().application.status).toBe('approved');
      expect(await meOf(applicant)).toMatchObject({ role: 'vendor', onboardingStatus: 'approved' });
      // The auto-approved vendor's company is there at once, named as the application said.
      for (const url of ['/api/vendor/profile', '/api/vendor/products']) {
        const read = await ctx.app.inject({ method: 'GET', url, headers: applicant.headers });
        expect(read.statusCode, url).toBe(200);
      }
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/vendor/profile',
        headers: applicant.headers,
      });
      expect(profile.json().companyName).toBe('Quick Co');
      // The audit log names the setting as the actor, and the applicant and company by name.
      const audit = await readAuditLog(ctx, admin, { entity: 'onboarding_application' });
      expect(audit.find((e) => e.entityId === res.json().application.id)).toMatchObject({
        action: 'onboarding.approved',
        actorName: 'Auto-approval',
        automatic: true,
        entityLabel: `Quinn Quick (${applicant.user.email})`,
      });
      expect((await readAuditLog(ctx, admin, { entity: 'vendor' }))[0]).toMatchObject({
        action: 'vendor.profile_created',
        actorName: 'Auto-approval',
        entityLabel: 'Quick Co',
      });
      // Never a staff role: an associate application waits for an admin even so.
      const hopeful = await signInAs(ctx);
      const staff = await apply(hopeful, { role: 'associate', companyName: 'Quick Co' });
      expect(staff.json().application.status).toBe('pending');
      expect(await meOf(hopeful)).toMatchObject({ role: 'partner', onboardingStatus: 'pending' });
      // Never for someone who already holds another role: their vendor application waits too.
      for (const kind of [
        { role: 'associate' as const, associateRole: 'sales' as const },
        { role: 'vendor' as const },
        { role: null, isAdmin: true },
      ]) {
        const holder = await signInAs(ctx, kind);
        const before = await meOf(holder);
        const res = await apply(holder, { role: 'vendor', companyName: 'Quick Co' });
        expect(res.statusCode).toBe(201);
        expect(res.json().application.status).toBe('pending');
        expect(await meOf(holder)).toMatchObject({ role: before.role, isAdmin: before.isAdmin });
      }
    } finally {
      await ctx.database.db
        .update(systemSettings)
        .set({ value: 'false' })
        .where(eq(systemSettings.key, 'auto_approval'));
    }
  });

  it('lets a rejected applicant apply again, and the re-application waits for an admin even under auto_approval', async () => {
    const applicant = await signInAs(ctx);
    const first = (await apply(applicant, { role: 'vendor', companyName: 'Second Try Pty Ltd' })).json();
    await review(first.application.id, 'reject', { notes: 'No ABN given' });
    await ctx.database.db
      .insert(systemSettings)
      .values({ key: 'auto_approval', value: 'true' })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: 'true' } });
    try {
      const again = await apply(applicant, { role: 'vendor', companyName: 'Second Try Pty Ltd' });
      expect(again.statusCode).toBe(201);
      expect(again.json().application.status).toBe('pending');
      expect(await meOf(applicant)).toMatchObject({ role: 'partner', onboardingStatus: 'pending' });
      const vendorArea = await ctx.app.inject({
        method: 'GET',
        url: '/api/vendor/profile',
        headers: applicant.headers,
      });
      expect(vendorArea.statusCode).toBe(403);
      // An admin decides it, as any other.
      const approved = await review(again.json().application.id, 'approve');
      expect(approved.json().application.status).toBe('approved');
      expect(await meOf(applicant)).toMatchObject({ role: 'vendor', onboardingStatus: 'approved' });
    } finally {
      await ctx.database.db
        .update(systemSettings)
        .set({ value: 'false' })
        .where(eq(systemSettings.key, 'auto_approval'));
    }
  });
});
