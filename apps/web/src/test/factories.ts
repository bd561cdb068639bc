import type { Role, User } from '@estate/contracts';
import type { Agency } from '@estate/contracts/agencies';

let nextId = 1;

export function makeUser(overrides: Partial<User> = {}): User {
  const id = nextId++;
  return {
    id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+905551110001',
    email: `user${id}@example.com`,
    role: 'ADMIN',
    photo: null,
    ...overrides,
  };
}

export const userWithRole = (role: Role, overrides: Partial<User> = {}) =>
  makeUser({ role, ...overrides });

/** An agency as the API answers it: Moda Homes, waiting for verification, without a logo. */
export const makeAgency = (overrides: Partial<Agency> = {}): Agency => ({
  id: 4,
  slug: 'moda-homes',
  name: 'Moda Homes',
  licenceNumber: 'TR-34-1',
  phone: '+902163450102',
  email: 'office@moda.example',
  address: 'Moda Cd. 1',
  country: { id: 1, name: 'Türkiye' },
  city: { id: 11, name: 'İstanbul' },
  district: { id: 111, name: 'Kadıköy' },
  point: { latitude: 40.99, longitude: 29.03 },
  logo: null,
  verified: false,
  verification: { status: 'PENDING', reason: null, decidedAt: null },
  createdAt: '2026-12-01T10:00:00Z',
  ...overrides,
});
