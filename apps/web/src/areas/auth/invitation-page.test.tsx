import type { PublicInvitation } from '@party/shared/companies/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const token = 'a'.repeat(43);
const invitation = (overrides: Partial<PublicInvitation> = {}): PublicInvitation => ({
  company: 'Confetti & Co. Events',
  inviter: 'Olivia Owner',
  role: 'buyer',
  maskedEmail: 'b••••@example.com.au',
  state: 'pending',
  ...overrides,
});

function open(answer: PublicInvitation, principal = null as ReturnType<typeof makePrincipal> | null) {
  mockApi({ ...sessionHandlers(principal), [`GET /api/invitations/${token}`]: { body: answer } });
  renderApp(`/invitations/${token}`);
}

describe('the invitation page', () => {
  it('offers a visitor Create Account & Join for the invited email, or Sign in to accept', async () => {
    open(invitation());
    expect(
      await screen.findByRole('heading', { name: 'Join Confetti & Co. Events' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(
      screen.getByText('Olivia Owner invited b••••@example.com.au to join Confetti & Co. Events as buyer.'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Create Account & Join' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign in to accept' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`/invitations/${token}`)}`,
    );
  });

  it('tells a signed-in user of another email to sign in with the invited one', async () => {
    open(invitation(), makePrincipal({ email: 'pat@example.com.au' }));
    expect(
      await screen.findByText(
        'This invitation was sent to b••••@example.com.au. Sign out and sign in with that email to accept it.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });

  it('says an expired link is expired and who to ask', async () => {
    open(invitation({ state: 'expired' }));
    expect(
      await screen.findByText(
        'This invitation has expired. Ask Olivia Owner to send a new one.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  });
});
