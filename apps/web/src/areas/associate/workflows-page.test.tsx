import type { Workflow } from '@party/shared';
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

function workflow(stepStatuses: Workflow['steps'][number]['status'][]): Workflow {
  const steps = stepStatuses.map((status, i) => ({
    id: `step-${i}`,
    workflowId: 'w1',
    title: `Step ${i + 1}`,
    description: null,
    orderIndex: i,
    dueDate: i === 0 ? '2026-12-01' : null,
    status,
    completedAt: null,
  }));
  return {
    id: 'w1',
    title: 'Stocktake',
    description: null,
    status: 'active',
    createdBy: { id: 'u1', name: 'Sam Staff' },
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-20T01:00:00.000Z',
    completedAt: null,
    steps,
    progress: { completed: stepStatuses.filter((s) => s === 'completed').length, total: steps.length },
  };
}

function workflowsApi(items: Workflow[]) {
  return mockApi({
    ...sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'sales', name: 'Sam Staff' })),
    'GET /api/associate/workflows': { body: { items, counts: { active: items.length, completed: 4 } } },
    'GET /api/associate/tasks': { body: { items: [] } },
  });
}

describe('Workflows', () => {
  it('shows progress as completed over total, and Mark Complete only when every step is completed', async () => {
    workflowsApi([workflow(['completed', 'in_progress'])]);
    renderApp('/associate/workflows');
    const card = await screen.findByRole('group', { name: /Stocktake/ }, { timeout: 15_000 });
    expect(within(card).getByText('1/2 steps completed')).toBeTruthy();
    expect(within(card).getByText(/Due 1 Dec 2026/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Mark Complete' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: 'Completed (4)' })).toBeTruthy();
    expect(screen.getByText('No tasks assigned to you.')).toBeTruthy();
  });

  it('keeps Mark Complete off for a workflow with no steps', async () => {
    workflowsApi([workflow([])]);
    renderApp('/associate/workflows');
    const card = await screen.findByRole('group', { name: /Stocktake/ }, { timeout: 15_000 });
    expect(within(card).getByText('0/0 steps completed')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Mark Complete' })).toHaveProperty('disabled', true);
  });

  it('asks for a title before creating a workflow', async () => {
    const api = workflowsApi([]);
    renderApp('/associate/workflows');
    expect(await screen.findByText('No active workflows', {}, { timeout: 15_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New Workflow' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Workflow' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Workflow' }));
    expect(await within(dialog).findByText('Workflow title is required')).toBeTruthy();
    expect(api.calls('POST', '/api/associate/workflows')).toHaveLength(0);
  });
});
