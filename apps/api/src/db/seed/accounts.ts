import type { Role } from '@estate/contracts';
import type { Db } from '../client';
import { users } from '../schema';
import { hashPassword } from '../../lib/passwords';
import { foldText } from '../../lib/text';

export const DEMO_ACCOUNTS: Array<{
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
}> = [
  {
    email: 'admin@example.com',
    password: 'Admin1234',
    role: 'ADMIN',
    firstName: 'Ada',
    lastName: 'Admin',
    phone: '+905551110001',
  },
  {
    email: 'manager@example.com',
    password: 'Manager1234',
    role: 'MANAGER',
    firstName: 'Mina',
    lastName: 'Manager',
    phone: '+905551110002',
  },
  {
    email: 'customer@example.com',
    password: 'Customer1234',
    role: 'CUSTOMER',
    firstName: 'Cem',
    lastName: 'Customer',
    phone: '+905551110003',
  },
  {
    email: 'selin@example.com',
    password: 'Customer1234',
    role: 'CUSTOMER',
    firstName: 'Selin',
    lastName: 'Yilmaz',
    phone: '+905551110004',
  },
  {
    email: 'james@example.com',
    password: 'Customer1234',
    role: 'CUSTOMER',
    firstName: 'James',
    lastName: 'Carter',
    phone: '+447700900123',
  },
  {
    email: 'elena@example.com',
    password: 'Customer1234',
    role: 'CUSTOMER',
    firstName: 'Elena',
    lastName: 'Rossi',
    phone: '+393471234567',
  },
];

/** Creates the demo accounts; runs only on a database without accounts (seedDatabase). */
export async function seedAccounts(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const { password, ...profile } = account;
    await db
      .insert(users)
      .values({
        ...profile,
        passwordHash: await hashPassword(password),
        confirmedAt: new Date(),
        searchText: foldText(
          `${profile.firstName} ${profile.lastName} ${profile.email} ${profile.phone}`,
        ),
      })
      .onConflictDoNothing();
  }
}
