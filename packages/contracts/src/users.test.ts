import { describe, expect, it } from 'vitest';
import { messageOf, messagesOf } from './test-support';
import { userAdminUpdateSchema } from './users-admin';
import { phoneSchema, profileUpdateSchema, roleSchema } from './users';

// Profile and user-edit rules (docs/product.md#form-rules). The profile form's own texts
// ('enter first name'…) are the web form's; the server answers 'Required'.

describe('phone', () => {
  const message = (value: unknown) => messageOf(phoneSchema, value);

  it('is required', () => {
    expect(message('')).toBe('Required');
    expect(message(undefined)).toBe('Required');
  });
  it('is 6 to 19 digits, optionally after a +', () => {
    expect(message('123456')).toBeUndefined();
    expect(message('+123456')).toBeUndefined();
    expect(message('1'.repeat(19))).toBeUndefined();
    expect(message(`+${'1'.repeat(19)}`)).toBeUndefined();
    const refused = 'Phone must be digits, optionally starting with +';
    expect(message('12345')).toBe(refused);
    expect(message('1'.repeat(20))).toBe(refused);
    expect(message('555 1234')).toBe(refused);
    expect(message('phone')).toBe(refused);
  });
});

describe('role', () => {
  it('is one of ADMIN, CUSTOMER, MANAGER', () => {
    for (const role of ['ADMIN', 'CUSTOMER', 'MANAGER'])
      expect(messageOf(roleSchema, role)).toBeUndefined();
    expect(messageOf(roleSchema, 'OWNER')).toBe('Invalid role');
    expect(messageOf(roleSchema, 'admin')).toBe('Invalid role');
    expect(messageOf(roleSchema, undefined)).toBe('Invalid role');
  });
});

describe('profile update', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', phone: '5551234567' };

  it('requires the names and the phone', () => {
    expect(messagesOf(profileUpdateSchema, valid)).toEqual({});
    expect(messagesOf(profileUpdateSchema, { firstName: '', lastName: '', phone: '' })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      phone: 'Required',
    });
  });
  it('allows names of at most 50 characters', () => {
    const name = (n: number) => ({ ...valid, firstName: 'a'.repeat(n) });
    expect(messageOf(profileUpdateSchema, name(50), 'firstName')).toBeUndefined();
    expect(messageOf(profileUpdateSchema, name(51), 'firstName')).toBe('Max 50 characters');
  });
  it('lets the read-only e-mail, id and role travel along', () => {
    const sent = { ...valid, id: 7, email: 'other@example.com', role: 'ADMIN' };
    expect(messagesOf(profileUpdateSchema, sent)).toEqual({});
  });
});

describe('user edit in the back office', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', phone: '5551234567', role: 'MANAGER' };

  it('requires the names, the phone and a known role', () => {
    expect(messagesOf(userAdminUpdateSchema, valid)).toEqual({});
    expect(
      messagesOf(userAdminUpdateSchema, { firstName: '', lastName: '', phone: '', role: 'BOSS' }),
    ).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      phone: 'Required',
      role: 'Invalid role',
    });
  });
  it('refuses a field it does not know', () => {
    expect(userAdminUpdateSchema.safeParse({ ...valid, password: 'x' }).success).toBe(false);
  });
});
