import type { FastifyBaseLogger } from 'fastify';
import { buildCoreParts, type CoreOptions } from './core';
import { composeJobs } from './jobs';
import { composeModules } from './modules';
import { createKeptAccounts } from '../features/users';

export type { CoreOptions, CoreParts } from './core';
export { tourSiteOf } from './core';
export type { Modules } from './modules';

/**
 * The composition root: the shared parts, every module and every scheduled job, wired here and
 * nowhere else (docs/decisions/0072-one-composition-root.md). buildApp registers what it returns.
 */
export function composeApp(options: CoreOptions, log: FastifyBaseLogger) {
  const core = buildCoreParts(options, log);
  const modules = composeModules(core);
  // The signed-in accounts read once and kept a while (the auth plugin's); buildApp hears changes.
  const keptAccounts = createKeptAccounts({
    read: (id) => modules.users.findById(id),
    maxAgeMs: core.config.PUBLIC_CACHE_SECONDS * 1000,
  });
  return { core, modules, jobs: composeJobs(core), keptAccounts };
}
