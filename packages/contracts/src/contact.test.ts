import { describe, expect, it } from 'vitest';
import { contactMessageRequestSchema } from './contact';
import { emailOfLength, messageOf } from './test-support';

// The specification's contact form rules (docs/product.md#form-rules).
const valid = {
  email: 'ada@example.com',
  message: 'Is the flat still available?',
  firstName: 'Adaline',
  lastName: 'Lovelace',
};
const field = (name: keyof typeof valid, value: unknown) =>
  messageOf(contactMessageRequestSchema, { ...valid, [name]: value }, name);

describe('contact message', () => {
  it('accepts a complete message', () => {
    expect(contactMessageRequestSchema.safeParse(valid).success).toBe(true);
  });

  describe('email', () => {
    it('is required', () => {
      expect(field('email', '')).toBe('Required');
      expect(field('email', '   ')).toBe('Required');
      expect(field('email', undefined)).toBe('Required');
    });
    it('must be an e-mail address', () => {
      expect(field('email', 'not-an-email')).toBe('Invalid email');
      expect(field('email', 'ada@')).toBe('Invalid email');
    });
    it('has at most 50 characters', () => {
      expect(field('email', emailOfLength(50))).toBeUndefined();
      expect(field('email', emailOfLength(51))).toBe('Max 50 characters');
    });
    it('is trimmed before the length is counted', () => {
      expect(field('email', `  ${emailOfLength(50)}  `)).toBeUndefined();
    });
  });

  describe('message', () => {
    it('is required', () => {
      expect(field('message', '')).toBe('Required');
      expect(field('message', undefined)).toBe('Required');
    });
    it('has at most 200 characters', () => {
      expect(field('message', 'm'.repeat(200))).toBeUndefined();
      expect(field('message', 'm'.repeat(201))).toBe('Max 200 characters');
    });
    it('keeps line breaks', () => {
      expect(field('message', 'Hello,\nis it free?\r\n\tThanks')).toBeUndefined();
    });
  });

  describe.each(['firstName', 'lastName'] as const)('%s', (name) => {
    it('is required', () => {
      expect(field(name, '')).toBe('Required');
      expect(field(name, undefined)).toBe('Required');
    });
    it('has at least 4 characters', () => {
      expect(field(name, 'Anna')).toBeUndefined();
      expect(field(name, 'Ann')).toBe('At least 4 characters');
      expect(field(name, ' Ann ')).toBe('At least 4 characters');
    });
    it('has at most 30 characters', () => {
      expect(field(name, 'n'.repeat(30))).toBeUndefined();
      expect(field(name, 'n'.repeat(31))).toBe('Max 30 characters');
    });
    it('is one line', () => {
      expect(field(name, 'Anna\nBcc: x@example.com')).toBe(
        'Use one line without line breaks or control characters.',
      );
    });
  });

  it('refuses a field it does not know', () => {
    expect(contactMessageRequestSchema.safeParse({ ...valid, phone: '1' }).success).toBe(false);
  });
});
