import type { User } from '@estate/contracts';
import type { UsersT } from '../texts';

/**
 * Only an admin changes roles, and nobody their own. The server enforces it too;
 * the select is only locked so nobody is offered a change that would be refused.
 */
export const canChangeRole = (actor: User | null | undefined, target: User) =>
  actor?.role === 'ADMIN' && actor.id !== target.id;

/** Why the role select is locked, said under it in the reader's language. */
export function roleLockReason(
  t: UsersT,
  actor: User | null | undefined,
  target: User,
): string | undefined {
  if (canChangeRole(actor, target)) return undefined;
  if (actor?.id === target.id) return t('form.ownRole');
  return t('form.onlyAdmins');
}
