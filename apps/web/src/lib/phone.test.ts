import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('phone numbers shown for their country', () => {
  it('groups each number as its country writes it, with its country code', () => {
    expect(formatPhone('+905551110001')).toBe('+90 555 111 00 01');
    expect(formatPhone('+447700900123')).toBe('+44 7700 900123');
    expect(formatPhone('+393471234567')).toBe('+39 347 123 4567');
    expect(formatPhone('+12125550123')).toBe('+1 212 555 0123');
  });

  it('shows a number without its country code, or an impossible one, as it was kept', () => {
    expect(formatPhone('05551110001')).toBe('05551110001');
    expect(formatPhone('+99912')).toBe('+99912');
  });
});
