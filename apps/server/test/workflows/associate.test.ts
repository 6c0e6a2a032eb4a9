import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuditLog } from '../helpers/audit.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { call, createDeliveryMethod, giveCredit } from '../orders/order-fixtures.ts';
import { placeOrderFor, setStatus } from '../orders/staff-fixtures.ts';

let ctx: TestContext;
let sales: SignedIn;
let finance: SignedIn;
let partner: SignedIn;
let vendor: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales', name: 'Sam Sales' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance', name: 'Fiona Finance' });
  partner = await signInAs(ctx, { role: 'partner', name: 'Mitchell Events' });
  vendor = await signInAs(ctx, { role: 'vendor' });
  admin = await signInAs(ctx, { role: null, isAdmin: true, name: 'Ada Admin' });
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

async function newWorkflow(title = 'Christmas catalogue launch', who = sales) {
  const res = await call(ctx, who, 'POST', '/api/associate/workflows', { title, description: 'Get it out' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

async function addStep(workflowId: string, title: string, extra: Record<string, unknown> = {}) {
  const res = await call(ctx, sales, 'POST', `/api/associate/workflows/${workflowId}/steps`, {
    title,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const setStep = (workflowId: string, stepId: string, status: string, who = sales) =>
  call(ctx, who, 'PATCH', `/api/associate/workflows/${workflowId}/steps/${stepId}`, { status });

describe('workflows', () => {
  it('are for associates only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/associate/workflows' })).statusCode).toBe(401);
    for (const who of [partner, vendor])
      expect((await call(ctx, who, 'GET', '/api/associate/workflows')).statusCode).toBe(403);
  });

  it('needs a title', async () => {
    const res = await call(ctx, sales, 'POST', '/api/associate/workflows', { title: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Workflow title is required');
  });

  it('starts active with no steps, by its creator, and lists newest first in its tab', async () => {
    const older = await newWorkflow('Stocktake');
    const newer = await newWorkflow('Supplier review', finance);
    const res = await call(ctx, sales, 'GET', '/api/associate/workflows?status=active');
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((w: { id: string }) => w.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(res.json().items.find((w: { id: string }) => w.id === newer.id)).toMatchObject({
      title: 'Supplier review',
      status: 'active',
      createdBy: { name: 'Fiona Finance' },
      steps: [],
      progress: { completed: 0, total: 0 },
    });
    const completed = await call(ctx, sales, 'GET', '/api/associate/workflows?status=completed');
    expect(completed.json().items.map((w: { id: string }) => w.id)).not.toContain(newer.id);
  });

  it('numbers steps max + 1 from 0, also when added at once', async () => {
    const { id } = await newWorkflow();
    const first = await addStep(id, 'Draft copy', { dueDate: '2026-12-01' });
    expect(first.steps).toMatchObject([
      { title: 'Draft copy', orderIndex: 0, status: 'pending', dueDate: '2026-12-01' },
    ]);
    await Promise.all(['Photos', 'Prices', 'Proofread'].map((t) => addStep(id, t)));
    const res = await call(ctx, sales, 'GET', '/api/associate/workflows');
    const steps = res.json().items.find((w: { id: string }) => w.id === id).steps;
    expect(steps.map((s: { orderIndex: number }) => s.orderIndex)).toEqual([0, 1, 2, 3]);
  });

  it('refuses a step without a title, and on an unknown workflow', async () => {
    const { id } = await newWorkflow();
    const blank = await call(ctx, sales, 'POST', `/api/associate/workflows/${id}/steps`, { title: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Step title and workflow are required');
    const noSuchDay = await call(ctx, sales, 'POST', `/api/associate/workflows/${id}/steps`, {
      title: 'Pack',
      dueDate: '2027-02-30',
    });
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.body).toContain('Due date must be a date (YYYY-MM-DD)');
    const unknown = await call(ctx, sales, 'POST', `/api/associate/workflows/${randomUUID()}/steps`, {
      title: 'x',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows progress as completed over total and completes itself with its last step', async () => {
    const { id } = await newWorkflow('Easter range');
    await addStep(id, 'Order stock');
    const two = await addStep(id, 'Photograph');
    const [a, b] = two.steps;
    const half = await setStep(id, a.id, 'completed');
    expect(half.json()).toMatchObject({ status: 'active', progress: { completed: 1, total: 2 } });
    expect(half.json().steps[0].completedAt).not.toBeNull();
    const inProgress = await setStep(id, b.id, 'in_progress');
    expect(inProgress.json()).toMatchObject({ status: 'active', progress: { completed: 1, total: 2 } });
    const done = await setStep(id, b.id, 'completed');
    expect(done.json()).toMatchObject({ status: 'completed', progress: { completed: 2, total: 2 } });
    expect(done.json().completedAt).not.toBeNull();
    const tab = await call(ctx, sales, 'GET', '/api/associate/workflows?status=completed');
    expect(tab.json().items.map((w: { id: string }) => w.id)).toContain(id);
  });

  it('changes step status only while the workflow is active, and takes no step once completed', async () => {
    const { id } = await newWorkflow();
    const { steps } = await addStep(id, 'Only step');
    await setStep(id, steps[0].id, 'completed');
    const back = await setStep(id, steps[0].id, 'pending');
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe('This workflow is completed; its steps can no longer change.');
    const more = await call(ctx, sales, 'POST', `/api/associate/workflows/${id}/steps`, { title: 'Late' });
    expect(more.statusCode).toBe(409);
  });

  it('refuses an unknown status and a step of another workflow', async () => {
    const one = await newWorkflow();
    const other = await newWorkflow();
    const { steps } = await addStep(one.id, 'Step');
    expect((await setStep(one.id, steps[0].id, 'done')).statusCode).toBe(400);
    expect((await setStep(other.id, steps[0].id, 'completed')).statusCode).toBe(404);
  });

  it('Mark Complete needs at least one step, all completed', async () => {
    const { id } = await newWorkflow();
    const complete = () => call(ctx, sales, 'POST', `/api/associate/workflows/${id}/complete`, {});
    const empty = await complete();
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.message).toBe('Add at least one step before marking the workflow complete.');
    const { steps } = await addStep(id, 'Pack');
    await setStep(id, steps[0].id, 'in_progress');
    const open = await complete();
    expect(open.statusCode).toBe(409);
    expect(open.json().error.message).toBe('Complete every step before marking the workflow complete.');
    await setStep(id, steps[0].id, 'completed');
    const again = await complete();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This workflow is already completed.');
    expect(
      (await call(ctx, sales, 'POST', `/api/associate/workflows/${randomUUID()}/complete`, {})).statusCode,
    ).toBe(404);
  });

  it('counts the tabs', async () => {
    const res = await call(ctx, sales, 'GET', '/api/associate/workflows');
    const { counts } = res.json();
    const active = await call(ctx, sales, 'GET', '/api/associate/workflows?status=active');
    const completed = await call(ctx, sales, 'GET', '/api/associate/workflows?status=completed');
    expect(counts).toEqual({ active: active.json().items.length, completed: completed.json().items.length });
  });
});

describe('tasks from order status changes', () => {
  it('land with the associate who made the change, who alone may move them on', async () => {
    const standard = await createDeliveryMethod(ctx);
    await giveCredit(ctx, partner.user.id, '5000.00');
    const { orderId } = await placeOrderFor(ctx, partner, standard.id, [['20.00', 2]]);
    expect((await setStatus(ctx, sales, orderId, 'processing')).statusCode).toBe(200);

    const mine = await call(ctx, sales, 'GET', '/api/associate/tasks');
    expect(mine.statusCode).toBe(200);
    const task = mine.json().items.find((t: { relatedEntityId: string }) => t.relatedEntityId === orderId);
    expect(task).toMatchObject({
      type: 'order_status_change',
      title: `Order ${orderId.slice(0, 8)} set to Processing`,
      status: 'pending',
      relatedEntityType: 'order',
    });
    const theirs = await call(ctx, finance, 'GET', '/api/associate/tasks');
    expect(theirs.json().items.map((t: { id: string }) => t.id)).not.toContain(task.id);
    expect(
      (await call(ctx, finance, 'PATCH', `/api/associate/tasks/${task.id}`, { status: 'completed' }))
        .statusCode,
    ).toBe(404);
    expect((await call(ctx, partner, 'GET', '/api/associate/tasks')).statusCode).toBe(403);

    const done = await call(ctx, sales, 'PATCH', `/api/associate/tasks/${task.id}`, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed' });
    expect(done.json().completedAt).not.toBeNull();
    const bad = await call(ctx, sales, 'PATCH', `/api/associate/tasks/${task.id}`, { status: 'finished' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('workflow and task audit', () => {
  it('puts workflow create, steps, completion and task status changes on the audit log, by title', async () => {
    const workflow = await newWorkflow('Audited launch');
    const step = await addStep(workflow.id, 'Print flyers');
    const stepId = step.steps[0].id as string;
    expect((await setStep(workflow.id, stepId, 'completed', finance)).statusCode).toBe(200);

    const standard = await createDeliveryMethod(ctx);
    const buyer = await signInAs(ctx, { role: 'partner', name: 'Audit Party Hire' });
    await giveCredit(ctx, buyer.user.id, '5000.00');
    const { orderId } = await placeOrderFor(ctx, buyer, standard.id, [['20.00', 1]]);
    await setStatus(ctx, sales, orderId, 'processing');
    const task = (await call(ctx, sales, 'GET', '/api/associate/tasks'))
      .json()
      .items.find((t: { relatedEntityId: string }) => t.relatedEntityId === orderId);
    await call(ctx, sales, 'PATCH', `/api/associate/tasks/${task.id}`, { status: 'in_progress' });
    await call(ctx, sales, 'PATCH', `/api/associate/tasks/${task.id}`, { status: 'completed' });

    const flows = (await readAuditLog(ctx, admin, { entity: 'workflow' })).filter(
      (e) => e.entityId === workflow.id,
    );
    // The last step and the workflow complete in one transaction: one instant, in either order.
    expect(flows.map((e) => [e.action, e.actorName, e.entityLabel]).sort()).toEqual([
      ['workflow.completed', 'Fiona Finance', 'Audited launch'],
      ['workflow.created', 'Sam Sales', 'Audited launch'],
      ['workflow.step_added', 'Sam Sales', 'Audited launch'],
      ['workflow.step_updated', 'Fiona Finance', 'Audited launch'],
    ]);
    expect(flows.find((e) => e.action === 'workflow.step_updated')).toMatchObject({
      oldValues: { step: 'Print flyers', status: 'pending' },
      newValues: { step: 'Print flyers', status: 'completed' },
    });
    const tasks = (await readAuditLog(ctx, admin, { entity: 'task' })).filter((e) => e.entityId === task.id);
    expect(tasks.map((e) => [e.action, e.actorName, e.entityLabel])).toEqual([
      ['task.completed', 'Sam Sales', task.title],
      ['task.status_changed', 'Sam Sales', task.title],
    ]);
    expect(tasks[0]).toMatchObject({
      oldValues: { status: 'in_progress' },
      newValues: { status: 'completed' },
    });
  });
});
