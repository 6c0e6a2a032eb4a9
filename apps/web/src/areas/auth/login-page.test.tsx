import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

async function openLogin(path = '/login') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Partner Sign In' });
  return view;
}

const signInButton = () => screen.getByRole('button', { name: 'Sign In' });

describe('/login sign-in', () => {
  it('asks for email and password before calling the server', async () => {
    const api = mockApi(sessionHandlers(null));
    await openLogin();
    await userEvent.click(signInButton());
    expect(
      await screen.findByText('You must provide either an email or phone number and a password'),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com.au');
    await userEvent.click(signInButton());
    expect(
      await screen.findByText('You must provide either an email or phone number and a password'),
    ).toBeTruthy();
    expect(api.calls('POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it('shows the wrong-credentials and unverified-email messages', async () => {
    let reply = {
      status: 401,
      body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    };
    mockApi({ ...sessionHandlers(null), 'POST /api/auth/sign-in/email': () => reply });
    await openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com.au');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(signInButton());
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeTruthy();

    reply = { status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } };
    await userEvent.click(signInButton());
    expect(
      await screen.findByText('Please check your email and click the verification link before signing in.'),
    ).toBeTruthy();
  });

  it('tells a visitor slowed after repeated failures how long to wait, and offers the reset link', async () => {
    const message =
      'Too many failed sign-in attempts. Please wait 30 seconds before trying again, or reset your password.';
    mockApi({
      ...sessionHandlers(null),
      'POST /api/auth/sign-in/email': () => ({
        status: 429,
        headers: { 'retry-after': '30' },
        body: { code: 'SIGN_IN_THROTTLED', message },
      }),
    });
    await openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com.au');
    await userEvent.type(screen.getByLabelText('Password'), 'party-pass-123');
    await userEvent.click(signInButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: /forgot password/i })).toBeTruthy();
  });

  it('welcomes the partner back and returns them to where they were going', async () => {
    let principal: ReturnType<typeof makePrincipal> | null = null;
    const api = mockApi({
      ...sessionHandlers(null),
      'GET /api/me': () => ({ body: { principal } }),
      'POST /api/auth/sign-in/email': () => {
        principal = makePrincipal();
        return { body: { redirect: false, token: 't', user: { id: principal.userId } } };
      },
    });
    const { router } = await openLogin('/login?redirect=%2Fpartner%2Forders');
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com.au');
    await userEvent.type(screen.getByLabelText('Password'), 'party-time');
    await userEvent.click(signInButton());
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/orders'));
    expect(await screen.findByRole('heading', { name: 'Track Orders' })).toBeTruthy();
    expect(api.calls('POST', '/api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'pat@example.com.au',
      password: 'party-time',
    });
  });

  it('asks for the authenticator code when the account has two-factor on', async () => {
    mockApi({
      ...sessionHandlers(null),
      'POST /api/auth/sign-in/email': { body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] } },
    });
    await openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com.au');
    await userEvent.type(screen.getByLabelText('Password'), 'party-time');
    await userEvent.click(signInButton());
    expect(await screen.findByLabelText('Authentication code')).toBeTruthy();
  });

  it('links Forgot Password to the partner reset page', async () => {
    mockApi(sessionHandlers(null));
    await openLogin();
    const link = screen.getByRole('link', { name: 'Forgot Password?' });
    expect(link.getAttribute('href')).toBe('/reset-password?portal=partner');
  });
});

describe('/login sign-up', () => {
  async function openSignUp() {
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Create Partner Account' }));
    await screen.findByRole('heading', { name: 'Create Partner Account' });
  }

  it('checks name and password length with their messages', async () => {
    const api = mockApi(sessionHandlers(null));
    await openSignUp();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com.au');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name is required for signup')).toBeTruthy();
    const passwordError = screen.getByText('Password must be at least 6 characters long');
    expect(passwordError.getAttribute('role')).toBe('alert');
    expect(api.calls('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('maps an existing account to the sign-in-instead message', async () => {
    mockApi({
      ...sessionHandlers(null),
      'POST /api/auth/sign-up/email': {
        status: 422,
        body: { code: 'USER_ALREADY_EXISTS', message: 'User already exists.' },
      },
    });
    await openSignUp();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Sam Shop');
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com.au');
    await userEvent.type(screen.getByLabelText('Password'), 'balloons');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('An account with this email already exists. Try signing in instead.'),
    ).toBeTruthy();
  });

  it('shows Check Your Email with the next steps after sign-up, and returns to sign-in', async () => {
    const api = mockApi({
      ...sessionHandlers(null),
      'POST /api/auth/sign-up/email': { body: { token: null, user: { id: 'u1' } } },
    });
    await openSignUp();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Sam Shop');
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com.au');
    await userEvent.type(screen.getByLabelText('Password'), 'balloons');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText('Account created! Please check your email to verify your account.')).toBeTruthy();
    expect(screen.getByText('Click the verification link in the email.')).toBeTruthy();
    expect(api.calls('POST', '/api/auth/sign-up/email')[0]?.body).toEqual({
      name: 'Sam Shop',
      email: 'sam@example.com.au',
      password: 'balloons',
      callbackURL: '/',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { name: 'Partner Sign In' })).toBeTruthy();
  });
});

describe('staff and supplier sign-in', () => {
  it('takes a vendor signing in at /login/vendor to /vendor', async () => {
    let principal: ReturnType<typeof makePrincipal> | null = null;
    mockApi({
      ...sessionHandlers(null),
      'GET /api/me': () => ({ body: { principal } }),
      'POST /api/auth/sign-in/email': () => {
        principal = makePrincipal({ role: 'vendor', name: 'Val Vendor' });
        return { body: { redirect: false, token: 't', user: { id: principal.userId } } };
      },
    });
    const { router } = renderApp('/login/vendor');
    await screen.findByRole('heading', { name: 'Supplier Sign In' });
    await userEvent.type(screen.getByLabelText('Email'), 'val@example.com.au');
    await userEvent.type(screen.getByLabelText('Password'), 'supplies');
    await userEvent.click(signInButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Val Vendor' })).toBeTruthy();
  });
});
