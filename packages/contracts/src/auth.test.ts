import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  passwordChangeRequestSchema,
  passwordRuleSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  TERMS_CONSENT_MESSAGE,
} from './auth';
import { emailChangeRequestSchema, resendConfirmationRequestSchema } from './account-email';
import { messageOf, messagesOf } from './test-support';

// The specification's login, register, reset and change-password rules
// (docs/product.md#form-rules, docs/product.md#passwords).

describe('password rule', () => {
  const message = (value: unknown) => messageOf(passwordRuleSchema, value);

  it('is required', () => {
    expect(message('')).toBe('Required');
    expect(message(undefined)).toBe('Required');
  });
  it('has at least 8 characters', () => {
    expect(message('Abcdef12')).toBeUndefined();
    expect(message('Abcdef1')).toBe('At least 8 characters');
  });
  it('has at most 128 characters', () => {
    expect(message(`Ab1${'x'.repeat(125)}`)).toBeUndefined();
    expect(message(`Ab1${'x'.repeat(126)}`)).toBe('Max 128 characters');
  });
  it('has a lowercase letter, an uppercase letter and a digit', () => {
    expect(message('ABCDEFG1')).toBe('One lowercase char');
    expect(message('abcdefg1')).toBe('One uppercase char');
    expect(message('Abcdefgh')).toBe('One number');
  });
  it('accepts any password of 8 to 128 characters with all three kinds', () => {
    const password = fc
      .tuple(
        fc.constantFrom(...'abcxyz'),
        fc.constantFrom(...'ABCXYZ'),
        fc.constantFrom(...'0189'),
        fc.string({ minLength: 5, maxLength: 125 }),
      )
      .map(([lower, upper, digit, rest]) => `${rest}${lower}${upper}${digit}`);
    fc.assert(fc.property(password, (p) => passwordRuleSchema.safeParse(p).success));
  });
});

describe('e-mail of the account forms', () => {
  const message = (value: unknown) => messageOf(emailSchema, value);

  it('is required', () => {
    expect(message('')).toBe('Required');
    expect(message(' ')).toBe('Required');
    expect(message(undefined)).toBe('Required');
  });
  it('must be an e-mail address', () => {
    expect(message('ada@example.com')).toBeUndefined();
    expect(message('ada.example.com')).toBe('Invalid email address');
  });
  it('is trimmed', () => {
    expect(emailSchema.parse('  ada@example.com ')).toBe('ada@example.com');
  });
});

describe('login', () => {
  it('needs an e-mail and a password', () => {
    expect(messagesOf(loginRequestSchema, { email: '', password: '' })).toEqual({
      email: 'Required',
      password: 'Required',
    });
    expect(messagesOf(loginRequestSchema, {})).toEqual({
      email: 'Required',
      password: 'Required',
    });
    expect(messagesOf(loginRequestSchema, { email: 'a', password: 'b' })).toEqual({});
  });
});

describe('register', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+905551234567',
    email: 'ada@example.com',
    password: 'Abcdef12',
    confirmPassword: 'Abcdef12',
    acceptTerms: true,
  };
  const field = (name: keyof typeof valid, value: unknown) =>
    messageOf(registerRequestSchema, { ...valid, [name]: value }, name);

  it('accepts a complete form', () => {
    expect(messagesOf(registerRequestSchema, valid)).toEqual({});
  });
  it.each(['firstName', 'lastName', 'phone', 'email', 'password', 'confirmPassword'] as const)(
    'requires %s',
    (name) => {
      expect(field(name, '')).toBe('Required');
    },
  );
  it('needs a valid e-mail address', () => {
    expect(field('email', 'ada@')).toBe('Invalid email address');
  });
  it('needs the confirmation to equal the password', () => {
    expect(field('confirmPassword', 'Abcdef13')).toBe('Passwords must match');
  });
  it.each([undefined, false, 'true', 1])('needs the consent to the terms, not %s', (value) => {
    expect(field('acceptTerms', value)).toBe(TERMS_CONSENT_MESSAGE);
  });
});

describe('forgot password', () => {
  it('needs an e-mail, as an object or as the bare body', () => {
    expect(forgotPasswordRequestSchema.parse({ email: 'ada@example.com' })).toEqual({
      email: 'ada@example.com',
    });
    expect(forgotPasswordRequestSchema.parse('ada@example.com')).toEqual({
      email: 'ada@example.com',
    });
    expect(forgotPasswordRequestSchema.safeParse({ email: '' }).success).toBe(false);
    expect(forgotPasswordRequestSchema.safeParse('').success).toBe(false);
  });
});

describe('reset password', () => {
  const valid = { email: 'ada@example.com', code: '123456', password: 'Abcdef12' };
  const field = (name: keyof typeof valid, value: unknown) =>
    messageOf(resetPasswordRequestSchema, { ...valid, [name]: value }, name);

  it('accepts a complete form', () => {
    expect(messagesOf(resetPasswordRequestSchema, valid)).toEqual({});
  });
  it('requires the code and the e-mail', () => {
    expect(field('code', '')).toBe('Required');
    expect(field('email', '')).toBe('Required');
    expect(field('email', 'ada')).toBe('Invalid email address');
  });
  it('applies the password rule to the new password', () => {
    expect(field('password', 'Abcdef1')).toBe('At least 8 characters');
    expect(field('password', 'abcdefg1')).toBe('One uppercase char');
  });
});

describe('change password', () => {
  const valid = { password: 'old', newPassword: 'Abcdef12' };

  it('requires the current and the new password', () => {
    expect(messagesOf(passwordChangeRequestSchema, valid)).toEqual({});
    expect(messagesOf(passwordChangeRequestSchema, { password: '', newPassword: '' })).toEqual({
      password: 'Required',
      newPassword: 'Required',
    });
  });
  it('applies the password rule to the new password', () => {
    expect(
      messageOf(passwordChangeRequestSchema, { ...valid, newPassword: 'ABCDEFG1' }, 'newPassword'),
    ).toBe('One lowercase char');
  });
  it('ignores the e-mail and code the old client sends', () => {
    expect(messagesOf(passwordChangeRequestSchema, { ...valid, email: 'x', code: 1 })).toEqual({});
  });
});

describe('resend confirmation and change of e-mail', () => {
  it('needs a valid e-mail address and nothing else', () => {
    expect(messagesOf(resendConfirmationRequestSchema, { email: 'ada@example.com' })).toEqual({});
    expect(messageOf(resendConfirmationRequestSchema, { email: 'ada' }, 'email')).toBe(
      'Invalid email address',
    );
    expect(resendConfirmationRequestSchema.safeParse({ email: 'a@b.io', x: 1 }).success).toBe(
      false,
    );
  });
  it('needs the new address and the current password', () => {
    const valid = { email: 'new@example.com', password: 'whatever' };
    expect(messagesOf(emailChangeRequestSchema, valid)).toEqual({});
    expect(messageOf(emailChangeRequestSchema, { ...valid, email: '' }, 'email')).toBe('Required');
    expect(messageOf(emailChangeRequestSchema, { ...valid, password: '' }, 'password')).toBe(
      'Required',
    );
  });
});
