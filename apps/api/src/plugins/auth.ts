import type { Role } from '@estate/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import type { TokenService } from '../lib/tokens';

/** The user record a session reads (the users feature's row). */
type UserRow = typeof users.$inferSelect;

/** What the plugin reads a session with: the tokens and the users repository (compose/). */
export interface AuthPluginOptions {
  tokens: Pick<TokenService, 'verify' | 'sign' | 'isPastHalfLife'>;
  users: {
    findById(id: number): Promise<UserRow | undefined>;
    /** Stamps a signed-in write on its user, so their lists are read fresh for a while. */
    noteChange(id: number): Promise<void>;
  };
  /**
   * Customers' rows kept for the public reads (`optionalUser`), forgotten whenever they change
   * (features/users/kept-accounts.ts); without it every request reads its row.
   */
  keptAccounts?: {
    find(id: number): Promise<UserRow | undefined>;
    forget(id: number): void;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null for a visitor. Filled by `optionalUser` or `requireUser`. */
    currentUser: UserRow | null;
  }
  interface FastifyInstance {
    optionalUser: preHandlerAsyncHookHandler;
    requireUser: preHandlerAsyncHookHandler;
    requireRoles(...roles: Role[]): preHandlerAsyncHookHandler;
  }
}

export const STAFF_ROLES: Role[] = ['ADMIN', 'MANAGER'];
export const isStaff = (user: Pick<UserRow, 'role'> | null | undefined) =>
  !!user && STAFF_ROLES.includes(user.role as Role);

/** The specification's client sends the bare token; `Bearer <token>` is accepted too. */
function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

/** The response header that carries a renewed token; the web app's api client stores it. */
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';

type Resolution =
  { user: UserRow; token: string; sessionStart: number } | { error: string } | { visitor: true };

/**
 * The caller's session. `mayBeKept`: a public read, which a kept account row may answer; what
 * only a signed-in person may do always reads the row.
 */
async function resolve(
  { tokens, users, keptAccounts }: AuthPluginOptions,
  request: FastifyRequest,
  mayBeKept: boolean,
): Promise<Resolution> {
  const token = tokenFrom(request);
  if (!token) return { visitor: true };
  const claims = await tokens.verify(token);
  if ('error' in claims) {
    return {
      error:
        claims.error === 'expired'
          ? 'Your session has expired. Please log in again.'
          : 'Your login is not valid. Please log in again.',
    };
  }
  const user =
    mayBeKept && keptAccounts
      ? await keptAccounts.find(claims.userId)
      : await users.findById(claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion) {
    return { error: 'Your session has ended. Please log in again.' };
  }
  return { user, token, sessionStart: claims.sessionStart };
}

/**
 * Tokens live a few hours (JWT_TTL_HOURS); a person who is still active past half of that gets
 * a fresh one with the answer, so only an idle session runs out, or the session's absolute
 * lifetime (docs/product.md#sessions), which the renewal keeps.
 */
async function renewIfOld({ tokens }: AuthPluginOptions, reply: FastifyReply, r: Resolution) {
  if (!('user' in r) || !tokens.isPastHalfLife(r.token)) return;
  const { user, sessionStart } = r;
  const fresh = await tokens.sign({
    userId: user.id,
    tokenVersion: user.tokenVersion,
    sessionStart,
  });
  reply.header(RENEWED_TOKEN_HEADER, fresh);
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A signed-in write that succeeded is stamped on its user before its answer leaves: for the
 * cache age after it, that user's lists are read fresh (features/search), so
 * they see their own change at once. A refused one changes nothing, the stamp included. A stamp
 * that cannot be written costs only that freshness, so it does not turn a done change into an
 * error.
 */
async function noteChange(
  { users, keptAccounts }: AuthPluginOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const user = request.currentUser;
  if (!user || READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
  try {
    await users.noteChange(user.id);
  } catch (error) {
    request.log.warn({ err: error }, 'could not stamp the change on its user');
  }
  // Other processes forget the row when the database announces the stamp; this one at once.
  keptAccounts?.forget(user.id);
}

export default fp(async function authPlugin(app: FastifyInstance, parts: AuthPluginOptions) {
  app.decorateRequest('currentUser', null);

  // An answer carrying a fresh token belongs to its caller alone, whatever the route said.
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader(RENEWED_TOKEN_HEADER)) reply.header('cache-control', 'private, no-store');
    await noteChange(parts, request, reply);
  });

  // A bad token on a public endpoint is treated as no token: the visitor still gets the page.
  app.decorate('optionalUser', async function (request: FastifyRequest, reply: FastifyReply) {
    const r = await resolve(parts, request, true);
    request.currentUser = 'user' in r ? r.user : null;
    await renewIfOld(parts, reply, r);
  });

  app.decorate('requireUser', async function (request: FastifyRequest, reply: FastifyReply) {
    request.aboutPerson = true;
    const r = await resolve(parts, request, false);
    if ('visitor' in r) throw unauthorized();
    if ('error' in r) throw unauthorized(r.error);
    request.currentUser = r.user;
    await renewIfOld(parts, reply, r);
  });

  app.decorate(
    'requireRoles',
    (...roles: Role[]) =>
      async function (request: FastifyRequest, reply: FastifyReply) {
        await app.requireUser.call(app, request, reply);
        if (!roles.includes(request.currentUser!.role as Role)) throw forbidden();
      },
  );
});
