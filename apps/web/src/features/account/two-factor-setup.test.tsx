import '@/test/setup-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/mock-api';
import { TwoFactorSetup } from './two-factor-setup';

const userEvent = userEventLib.setup({ delay: null });
const secret = 'JBSWY3DPEHPK3PXP';

describe('TwoFactorSetup', () => {
  it('confirms the password, shows the key, and refuses a code that is not 6 digits above the field', async () => {
    const api = mockApi({
      'POST /api/auth/two-factor/enable': {
        body: {
          method: 'totp',
          totpURI: `otpauth://totp/Party%20Central:ada?secret=${secret}&issuer=Party%20Central`,
          backupCodes: ['a1b2-c3d4'],
        },
      },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TwoFactorSetup enabled={false} />
      </QueryClientProvider>,
    );
    const start = screen.getByRole('button', { name: 'Set up two-factor authentication' });
    expect(start.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByLabelText('Your password, to confirm it is you'), 'Balloons-2026');
    await userEvent.click(start);
    expect(await screen.findByText(secret, {}, { timeout: 15_000 })).toBeTruthy();
    expect(api.calls('POST', '/api/auth/two-factor/enable')[0]?.body).toEqual({ password: 'Balloons-2026' });

    await userEvent.type(screen.getByLabelText('Authentication code'), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Enter the 6-digit code from your authenticator app.');
    // The alert stands above the code's field, as it did before the form kit.
    const field = screen.getByLabelText('Authentication code');
    expect(alert.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.calls('POST', '/api/auth/two-factor/verify-totp')).toHaveLength(0);
  });
});
