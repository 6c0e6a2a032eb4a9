import type { OnboardingApplication } from '@party/shared';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

function application(overrides: Partial<OnboardingApplication> = {}): OnboardingApplication {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    role: 'vendor',
    companyName: 'Balloon Bros Pty Ltd',
    phone: null,
    message: null,
    status: 'pending',
    reviewNotes: null,
    submittedAt: '2025-03-04T12:00:00Z',
    reviewedAt: null,
    ...overrides,
  };
}

describe('/onboarding', () => {
  it('checks the application form before sending it', async () => {
    const api = mockApi({
      ...sessionHandlers(makePrincipal()),
      'GET /api/me/onboarding': { body: { application: null } },
    });
    renderApp('/onboarding');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Choose vendor or associate')).toBeTruthy();
    expect(screen.getByText('Company name is required')).toBeTruthy();
    expect(api.calls('POST', '/api/me/onboarding')).toHaveLength(0);
  });

  it('shows a pending application as under review', async () => {
    mockApi({
      ...sessionHandlers(makePrincipal()),
      'GET /api/me/onboarding': { body: { application: application() } },
    });
    renderApp('/onboarding');
    expect(await screen.findByText(/Your application is under review/)).toBeTruthy();
    expect(screen.getByText('Balloon Bros Pty Ltd')).toBeTruthy();
    expect(screen.getByText('Under review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
  });

  it('shows an approved application and a way to the new dashboard', async () => {
    mockApi({
      ...sessionHandlers(makePrincipal({ role: 'vendor' })),
      'GET /api/me/onboarding': { body: { application: application({ status: 'approved' }) } },
    });
    renderApp('/onboarding');
    expect(await screen.findByText('Your application has been approved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/vendor');
  });

  it('lets a rejected applicant apply again; the new application shows as under review', async () => {
    const rejected = application({ status: 'rejected', reviewNotes: 'No ABN given' });
    const api = mockApi({
      ...sessionHandlers(makePrincipal()),
      'GET /api/me/onboarding': { body: { application: rejected } },
      'POST /api/me/onboarding': (request) => ({
        status: 201,
        body: {
          application: application({
            id: '00000000-0000-4000-8000-0000000000bb',
            ...(request.body as Partial<OnboardingApplication>),
          }),
        },
      }),
    });
    renderApp('/onboarding');
    expect(await screen.findByText(/Your application was not approved. You may apply again/)).toBeTruthy();
    expect(screen.getByText('No ABN given')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Again' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Apply as' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vendor (supplier)' }));
    await userEvent.type(screen.getByLabelText('Company name'), 'Balloon Bros Pty Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(/Your application is under review/)).toBeTruthy();
    expect(api.calls('POST', '/api/me/onboarding')[0]?.body).toEqual({
      role: 'vendor',
      companyName: 'Balloon Bros Pty Ltd',
    });
  });

  it('shows the server field errors of a refused application', async () => {
    const api = mockApi({
      ...sessionHandlers(makePrincipal()),
      'GET /api/me/onboarding': { body: { application: null } },
      'POST /api/me/onboarding': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Check the form',
            fields: { phone: 'Phone is too long' },
          },
        },
      },
    });
    renderApp('/onboarding');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Apply as' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Associate (staff)' }));
    await userEvent.type(screen.getByLabelText('Company name'), 'Party Central');
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '0400 000 000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Phone is too long')).toBeTruthy();
    await waitFor(() => expect(api.calls('POST', '/api/me/onboarding')).toHaveLength(1));
    expect(api.calls('POST', '/api/me/onboarding')[0]?.body).toEqual({
      role: 'associate',
      companyName: 'Party Central',
      phone: '0400 000 000',
    });
  });
});
