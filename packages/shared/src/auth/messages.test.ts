import { describe, expect, it } from 'vitest';
import { authErrorMessage, authTexts } from './messages.ts';

describe('authErrorMessage', () => {
  it('maps the known phrases found anywhere in a message', () => {
    expect(authErrorMessage('AuthApiError: Invalid login credentials')).toBe(
      'Invalid email or password. Please try again.',
    );
    expect(authErrorMessage('User already registered')).toBe(
      'An account with this email already exists. Try signing in instead.',
    );
    expect(authErrorMessage('Password should be at least 6 characters')).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(authErrorMessage('Email not confirmed')).toBe(
      'Please check your email and click the verification link before signing in.',
    );
  });

  it("maps better-auth's codes", () => {
    expect(
      authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    ).toBe(authTexts.invalidCredentials);
    expect(authErrorMessage({ code: 'USER_ALREADY_EXISTS' })).toBe(authTexts.alreadyRegistered);
    expect(authErrorMessage({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' })).toBe(
      authTexts.alreadyRegistered,
    );
    expect(authErrorMessage({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' })).toBe(
      authTexts.passwordTooShort,
    );
    expect(authErrorMessage({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' })).toBe(
      authTexts.emailNotConfirmed,
    );
    expect(authErrorMessage({ code: 'NAME_REQUIRED', message: 'x' })).toBe('Name is required for signup');
  });

  it("maps better-auth's messages when the code is unknown or missing", () => {
    expect(authErrorMessage({ message: 'Invalid email or password' })).toBe(authTexts.invalidCredentials);
    expect(authErrorMessage({ code: 'SOMETHING_NEW', message: 'Email not verified' })).toBe(
      authTexts.emailNotConfirmed,
    );
  });

  it("otherwise shows the error's own message, else the fallback", () => {
    expect(authErrorMessage('Too many requests. Please try again later.')).toBe(
      'Too many requests. Please try again later.',
    );
    expect(authErrorMessage({ code: 'ACCOUNT_LOCKED', message: 'Your account is locked.' })).toBe(
      'Your account is locked.',
    );
    expect(authErrorMessage('')).toBe('Authentication failed. Please try again.');
    expect(authErrorMessage(null)).toBe('Authentication failed. Please try again.');
    expect(authErrorMessage({ code: 'UNKNOWN' })).toBe('Authentication failed. Please try again.');
  });
});
