import { type AssociateRole, businessDay, type Campaign, campaignDefaults } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Spring Balloon Sale',
    description: null,
    discountType: 'percentage',
    discountValue: 10,
    startsAt: '2026-11-25T13:00:00.000Z',
    endsAt: '2026-12-26T13:00:00.000Z',
    startDate: '2026-11-26',
    endDate: '2026-12-26',
    targetSegment: 'all',
    usageLimit: 100,
    usageCount: 7,
    minPurchaseAmount: null,
    isAutoApply: false,
    status: 'draft',
    approvalStatus: 'pending',
    rejectionReason: null,
    promoCode: 'SPRINGBA7KQ2',
    createdBy: null,
    createdByName: 'Sam Sales',
    submittedAt: null,
    authorIds: [],
    approvedByName: null,
    approvedAt: null,
    createdAt: '2026-11-25T01:00:00.000Z',
    appliesToAll: true,
    categories: [],
    products: [],
    ...overrides,
  };
}

function campaignsApi(
  associateRole: AssociateRole,
  items: Campaign[],
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    ...sessionHandlers(makePrincipal({ role: 'associate', associateRole, name: 'Sam Staff' })),
    'GET /api/associate/campaigns': {
      body: {
        items,
        total: items.length,
        page: 1,
        pageSize: 25,
        counts: { active: 2, scheduled: 0, draft: items.length, ended: 4, all: 6 + items.length },
      },
    },
    ...extra,
  });
}

describe('Campaign Management', () => {
  it('shows the tabs with counts, and approval only to finance', async () => {
    campaignsApi('sales', [campaign()]);
    renderApp('/associate/campaigns?tab=draft');
    const tabs = await screen.findByRole('radiogroup', { name: 'Campaign status' }, { timeout: 15_000 });
    expect(await within(tabs).findByRole('radio', { name: 'Active (2)' })).toBeTruthy();
    expect(within(tabs).getByRole('radio', { name: 'Ended (4)' })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Spring Balloon Sale/ });
    expect(within(row).getByText('Awaiting approval')).toBeTruthy();
    expect(within(row).getByText('7 / 100')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Approve/ })).toBeNull();
    // Waiting for approval: it cannot be edited or submitted again, but may be deleted.
    expect(within(row).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(row).getByRole('button', { name: /^Delete/ })).toBeTruthy();
  });

  it('lets finance approve', async () => {
    const pending = campaign();
    const api = campaignsApi('finance', [pending], {
      [`POST /api/associate/campaigns/${pending.id}/approve`]: {
        body: campaign({ status: 'active', approvalStatus: 'approved' }),
      },
    });
    renderApp('/associate/campaigns?tab=draft');
    const row = await screen.findByRole('row', { name: /Spring Balloon Sale/ }, { timeout: 15_000 });
    await userEvent.click(within(row).getByRole('button', { name: /^Approve/ }));
    expect(await screen.findByText('Campaign approved')).toBeTruthy();
    expect(api.calls('POST', `/api/associate/campaigns/${pending.id}/approve`)).toHaveLength(1);
  });

  it('tells finance why they cannot approve a campaign they submitted, with both buttons off', async () => {
    const mine = campaign({ authorIds: ['00000000-0000-4000-8000-000000000001'] });
    campaignsApi('finance', [mine]);
    renderApp('/associate/campaigns?tab=draft');
    const row = await screen.findByRole('row', { name: /Spring Balloon Sale/ }, { timeout: 15_000 });
    const approve = within(row).getByRole('button', { name: /^Approve/ });
    expect(approve).toHaveProperty('disabled', true);
    expect(within(row).getByRole('button', { name: /^Reject/ })).toHaveProperty('disabled', true);
    const note = document.getElementById(approve.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(
      'You created or submitted this campaign, so another finance associate or administrator must approve or reject it.',
    );
  });

  it('opens Create Campaign with the defaults (percentage, 0, today to a month later, all), refuses a blank name, and shows the promo code', async () => {
    const created = campaign({
      status: 'draft',
      approvalStatus: null,
      name: 'Party Time',
      promoCode: 'PARTYTIMQ7RZ',
    });
    const api = campaignsApi('sales', [], {
      'POST /api/associate/campaigns': { status: 201, body: created },
    });
    renderApp('/associate/campaigns');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Create Campaign' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Campaign' });
    const defaults = campaignDefaults();
    const start = within(dialog).getByLabelText('Start Date') as HTMLInputElement;
    expect(start.value).toBe(businessDay());
    // Past days cannot be picked.
    expect(start.min).toBe(businessDay());
    expect((within(dialog).getByLabelText('End Date') as HTMLInputElement).value).toBe(defaults.endDate);
    expect((within(dialog).getByLabelText('Discount Value') as HTMLInputElement).value).toBe('0');
    expect(within(dialog).getByTestId('campaign-targets').textContent).toBe('All products');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    expect(await within(dialog).findByText('Campaign name is required')).toBeTruthy();
    expect(api.calls('POST', '/api/associate/campaigns')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Campaign Name'), 'Party Time');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Campaign created successfully! Promo code: PARTYTIMQ7RZ')).toBeTruthy();
    await waitFor(() => expect(api.calls('POST', '/api/associate/campaigns')).toHaveLength(1));
    expect(api.calls('POST', '/api/associate/campaigns')[0]!.body).toMatchObject({
      name: 'Party Time',
      discountType: 'percentage',
      discountValue: 0,
      targetSegment: 'all',
      isAutoApply: false,
      appliesToAll: true,
    });
  });
});
