import { randomUUID } from 'node:crypto';
import { addDays, businessDay } from '@party/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orders,
  products,
  quotes,
  supportTickets,
  workflowSteps,
  workflows,
} from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/**
 * docs/product/associate-portal.md: the associate's 'N pending tasks' is their assigned open tickets + quotes awaiting
 * their approval (finance and admins) + workflow steps due; the dashboard counts today's work.
 */
let ctx: TestContext;
let sales: SignedIn;
let finance: SignedIn;

const overview = async (who: SignedIn | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/associate/overview', headers: who?.headers ?? {} });

beforeAll(async () => {
  ctx = await createTestApp();
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
  const db = ctx.database.db;
  const today = businessDay();
  const me = sales.user.id;
  const partner = (await signInAs(ctx, { role: 'partner' })).user.id;

  await db.insert(supportTickets).values([
    {
      title: 'Late delivery',
      description: 'Where is it?',
      submitterId: partner,
      assigneeId: me,
      status: 'open',
    },
    {
      title: 'Wrong colour',
      description: 'Pink not blue',
      submitterId: partner,
      assigneeId: me,
      status: 'in_progress',
    },
    { title: 'Done', description: 'Answered', submitterId: partner, assigneeId: me, status: 'closed' },
    {
      title: 'Someone else',
      description: 'Theirs',
      submitterId: partner,
      assigneeId: finance.user.id,
      status: 'open',
    },
    { title: 'Nobody yet', description: 'Unassigned', submitterId: partner, status: 'pending' },
  ]);
  const quote = (values: Partial<typeof quotes.$inferInsert>) => ({
    title: 'Quote',
    customerName: 'Sarah Mitchell',
    customerEmail: 'sarah@example.com.au',
    ...values,
  });
  await db
    .insert(quotes)
    .values([
      quote({ status: 'requested', requiresApproval: false, approvalStatus: null }),
      quote({ status: 'requested', requiresApproval: true, approvalStatus: 'pending' }),
      quote({ status: 'draft', requiresApproval: true, approvalStatus: 'pending' }),
      quote({ status: 'draft', requiresApproval: true, approvalStatus: 'approved' }),
      quote({ status: 'converted', requiresApproval: true, approvalStatus: 'pending' }),
    ]);
  await db.insert(orders).values([
    { partnerId: partner, companyId: companyIdOf(partner), status: 'pending', totalAmount: '40.00' },
    { partnerId: partner, companyId: companyIdOf(partner), status: 'pending', totalAmount: '15.00' },
    { partnerId: partner, companyId: companyIdOf(partner), status: 'shipped', totalAmount: '15.00' },
  ]);
  const product = (name: string, stockQuantity: number) => ({
    name,
    slug: `overview-${randomUUID().slice(0, 8)}`,
    price: '5.00',
    category: 'balloons' as const,
    stockQuantity,
  });
  await db
    .insert(products)
    .values([product('Empty', 0), product('One left', 1), product('Ten left', 10), product('Plenty', 11)]);
  const [active, done] = await db
    .insert(workflows)
    .values([{ title: 'Christmas stock' }, { title: 'Finished', status: 'completed' }])
    .returning({ id: workflows.id });
  await db.insert(workflowSteps).values([
    {
      workflowId: active!.id,
      title: 'Due yesterday',
      orderIndex: 0,
      assigneeId: me,
      dueDate: addDays(today, -1),
    },
    {
      workflowId: active!.id,
      title: 'Due today',
      orderIndex: 1,
      assigneeId: me,
      dueDate: today,
      status: 'in_progress',
    },
    {
      workflowId: active!.id,
      title: 'Due next week',
      orderIndex: 2,
      assigneeId: me,
      dueDate: addDays(today, 7),
    },
    {
      workflowId: active!.id,
      title: 'Done already',
      orderIndex: 3,
      assigneeId: me,
      dueDate: today,
      status: 'completed',
    },
    { workflowId: active!.id, title: 'No date', orderIndex: 4, assigneeId: me },
    { workflowId: done!.id, title: 'Finished workflow', orderIndex: 0, assigneeId: me, dueDate: today },
  ]);
}, 60_000);
afterAll(() => ctx.close());

describe('associate overview', () => {
  it('requires authentication, and is for associates', async () => {
    expect((await overview(null)).statusCode).toBe(401);
    const partner = await signInAs(ctx, { role: 'partner' });
    expect((await overview(partner)).statusCode).toBe(403);
  });

  it("counts a sales associate's tickets and steps due, but no approvals, with today's work", async () => {
    const res = await overview(sales);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      assignedTickets: 2,
      quotesAwaitingApproval: 0,
      campaignsAwaitingApproval: 0,
      workflowStepsDue: 2,
      pendingTasks: 4,
      newQuoteRequests: 2,
      pendingOrders: 2,
      lowStockProducts: 2,
      outOfStockProducts: 1,
      openTickets: 4,
    });
  });

  it('counts the quotes awaiting approval for a finance associate', async () => {
    const res = await overview(finance);
    expect(res.json()).toMatchObject({
      assignedTickets: 1,
      quotesAwaitingApproval: 2,
      workflowStepsDue: 0,
      pendingTasks: 3,
    });
  });
});
