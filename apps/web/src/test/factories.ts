import type { Role, User } from '@estate/contracts';

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
