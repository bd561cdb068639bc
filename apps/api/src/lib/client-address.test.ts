import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-address';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('makes every address of one IPv6 /64 the same client, however it is written', () => {
    const one = clientNetwork('2001:db8:aa:1::1');
    expect(one).toBe('2001:db8:aa:1::/64');
    expect(clientNetwork('2001:0DB8:00aa:0001:ffff:1:2:3')).toBe(one);
    expect(clientNetwork('2001:db8:aa:2::1')).not.toBe(one);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
