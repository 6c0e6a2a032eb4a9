import type { Lead } from '@party/shared';
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const lead: Lead = {
  id: '22222222-2222-4222-8222-222222222222',
  source: 'quote',
  stage: 'new',
  name: 'Jessica Taylor',
  email: 'jess.taylor@example.com',
  companyName: 'Taylor Events',
  phone: null,
  location: 'Sydney',
  quoteId: '33333333-3333-4333-8333-333333333333',
  eventDate: null,
  deliveryAddress: null,
  specialRequirements: null,
  quoteNumber: 'QT-000042',
  userId: null,
  assignedTo: null,
  ownerName: null,
  estimatedValue: '1250.00',
  notes: null,
  convertedAt: null,
  createdAt: '2026-11-24T01:00:00.000Z',
  updatedAt: '2026-11-24T01:00:00.000Z',
};
const counts = { new: 1, contacted: 2, qualified: 0, won: 4, lost: 1 };

describe('Leads', () => {
  it('lists open leads with stage counts, and converts one after asking', async () => {
    const won = { ...lead, stage: 'won' as const, convertedAt: '2026-11-25T01:00:00.000Z', userId: lead.id };
    const api = mockApi({
      ...sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'sales', name: 'Sam Sales' })),
      'GET /api/associate/leads': { body: { items: [lead], counts } },
      [`POST /api/associate/leads/${lead.id}/convert`]: { body: { lead: won, accountCreated: true } },
    });
    renderApp('/associate/leads');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(within(table).getByText('Quote request QT-000042')).toBeTruthy();
    expect(within(table).getByText('$1,250.00')).toBeTruthy();
    expect(within(table).getByText('Unassigned')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Open (3)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Won (4)' })).toBeTruthy();
    expect(api.calls('GET', '/api/associate/leads')[0]!.search.get('stage')).toBe('open');

    await userEvent.click(within(table).getByRole('button', { name: 'Convert Jessica Taylor' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/jess\.taylor@example\.com and an email inviting them/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Convert to Partner' }));
    expect(await screen.findByText('Lead converted to a partner account')).toBeTruthy();
    expect(api.calls('POST', `/api/associate/leads/${lead.id}/convert`)).toHaveLength(1);
  });

  it('shows a stage whose count stopped at the cap as "Over", and the totals that include it', async () => {
    mockApi({
      ...sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'sales', name: 'Sam Sales' })),
      'GET /api/associate/leads': {
        body: { items: [lead], counts: { ...counts, lost: 10_000 }, cappedStages: ['lost'] },
      },
    });
    renderApp('/associate/leads');
    expect(
      await screen.findByRole('radio', { name: 'Lost (Over 10,000)' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'All (Over 10,007)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Open (3)' })).toBeTruthy();
  });

  it("shows the quote request's event date, delivery address and special requirements on the lead", async () => {
    const requested = {
      ...lead,
      eventDate: '2026-12-19',
      deliveryAddress: '12 Smith Street, Fitzroy VIC 3065',
      specialRequirements: 'Gold and white only, please',
    };
    mockApi({
      ...sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'sales', name: 'Sam Sales' })),
      'GET /api/associate/leads': { body: { items: [requested], counts } },
      'GET /api/associate/leads/owners': { body: { items: [] } },
    });
    renderApp('/associate/leads');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Manage Jessica Taylor' }, { timeout: 15_000 }),
    );
    const request = await screen.findByLabelText('Quote request');
    expect(within(request).getByText('19 Dec 2026')).toBeTruthy();
    expect(within(request).getByText('12 Smith Street, Fitzroy VIC 3065')).toBeTruthy();
    expect(within(request).getByText('Gold and white only, please')).toBeTruthy();
  });
});
