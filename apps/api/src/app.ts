import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type RouteOptions,
} from 'fastify';
import compress from '@fastify/compress';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { createKeptAccounts, hearAccountChanges, type UsersRepository } from './features/users';
import { createMailer, type Mailer } from './lib/mailer';
import { createStorage, type FileStorage } from './lib/storage';
import { createCostlyReads } from './lib/costly-reads';
import { createDbRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { createThrottle } from './lib/throttle';
import { WRITE_LIMITS, type WriteLimits } from './lib/write-limits';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background';
import { createTokenService, type TokenService } from './lib/tokens';
import { systemClock } from './lib/clock';
import { isAssetRequest } from './lib/logging';
import authPlugin from './plugins/auth';
import docsPlugin from './plugins/docs';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerAnswerLanguage } from './i18n';
import { registerCatalogNames } from './features/catalog-names';
import { registerCrossOrigin } from './plugins/cross-origin';
import { registerPrivateAnswers } from './plugins/private-answers';
import { registerRequestGuards } from './plugins/request-guards';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSlowBodyGuard, serverTimeouts } from './plugins/slow-clients';
import { registerFeatures } from './features';
import { seoRoutes, webPlugin } from './features/seo';
import { composeModules, type CoreParts } from './compose';
import { createSearch } from './features/adverts';
import { scheduledJobs, type Job } from './jobs';
import {
  createAdvisoryDeletionGate,
  createLocalDeletionGate,
  guardDeletions,
  type DeletionGate,
} from './backup/deletion-gate';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    tokens: TokenService;
    mailer: Mailer;
    limiter: RateLimiter;
    /** How often a person may repeat each write (lib/write-limits.ts). */
    writeLimits: WriteLimits;
    background: BackgroundTasks;
    repos: { users: UsersRepository };
    storage: FileStorage;
    /** The periodic jobs of this app (jobs.ts); the runtime starts them, tests run them. */
    scheduledJobs: Job[];
  }
}

export interface AppConfig extends Env {
  jwtSecret: string;
  publicUrl: string;
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Overrides the default counters store (tests, or Redis when REDIS_URL is set). */
  limiter?: RateLimiter;
  /** Other numbers for some write limits (tests that reach a limit in a few calls). */
  writeLimits?: Partial<WriteLimits>;
  logger?: boolean | object;
  /** Where uploaded files go; a folder under DATA_DIR by default. */
  storage?: FileStorage;
  /**
   * What file deletions wait for while a backup copies pictures: by default an advisory lock on
   * PostgreSQL, and on the embedded database a gate in memory that the runtime hands to backups.
   */
  deletionGate?: DeletionGate;
  /** Serve the built web app from this folder (production). */
  webDistDir?: string;
  /** Called for every route as it is added (tests build their route catalogue from it). */
  onRoute?: (route: RouteOptions) => void;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** A hop count as the function Fastify's types accept (what Fastify itself makes of a number). */
const trustProxyOption = (setting: AppConfig['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Asset requests are logged at debug only (lib/logging.ts isAssetRequest); their failures too.
    logController: new LogController({
      disableRequestLogging: (req) =>
        isAssetRequest(req.url) && !['debug', 'trace'].includes(req.log.level),
    }),
    bodyLimit: BODY_LIMIT_BYTES,
    ...serverTimeouts(options.config),
    trustProxy: trustProxyOption(options.config.TRUST_PROXY),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    frameworkErrors,
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const core = buildCoreParts(options, app.log);
  const modules = composeModules(core);
  // What the write-limit preHandler, the runtime and tests still read from `app`.
  app.decorate('config', core.config);
  app.decorate('tokens', core.tokens);
  app.decorate('limiter', core.limiter);
  app.decorate('writeLimits', core.writeLimits);
  app.decorate('background', core.background);
  app.addHook('onClose', () => core.background.idle());
  app.decorate('mailer', core.mailer);
  app.decorate('repos', { users: modules.users });
  app.decorate('storage', core.storage);
  app.decorate('scheduledJobs', scheduledJobs(core));

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const { config } = core;
  registerErrorHandler(app);
  registerAnswerLanguage(app);
  registerCatalogNames(app, modules.catalogNames);
  registerRequestGuards(app);
  registerSlowBodyGuard(app, config);
  registerPrivateAnswers(app);
  await registerCrossOrigin(app, {
    allowedOrigins: config.ALLOWED_ORIGINS,
    publicUrl: config.publicUrl,
  });
  registerSecurityHeaders(app, config.VITE_MAP_TILE_URL);
  // Brotli/gzip for JSON, HTML and the app's scripts and styles (images are already compressed).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  const keptAccounts = createKeptAccounts({
    read: (id) => modules.users.findById(id),
    maxAgeMs: config.PUBLIC_CACHE_SECONDS * 1000,
  });
  app.addHook('onClose', await hearAccountChanges(options.database.listen, keptAccounts));
  await app.register(authPlugin, { tokens: core.tokens, users: modules.users, keptAccounts });
  await app.register(docsPlugin);
  await app.register(registerFeatures, { prefix: '/api', modules });
  await app.register(seoRoutes, { sitemaps: modules.sitemaps });
  if (options.webDistDir) {
    const { seo } = modules;
    await app.register(webPlugin, {
      distDir: options.webDistDir,
      headFor: (p, l) => seo.headFor(p, l),
    });
  }
  return app;
}

/** The parts every module is built from (compose.ts), each made once. */
function buildCoreParts(options: BuildAppOptions, log: FastifyBaseLogger): CoreParts {
  const { config, database } = options;
  const db = database.db;
  const deletionGate =
    options.deletionGate ??
    (database.kind === 'postgres' ? createAdvisoryDeletionGate(db) : createLocalDeletionGate());
  const storage = guardDeletions(options.storage ?? createStorage(config), deletionGate);
  const limiter = options.limiter ?? createDbRateLimiter(db);
  // Public reads run on their own pool, each statement cut off (docs/decisions/0054).
  const readDb = database.readsWithTimeout?.(config.READ_TIMEOUT_MS) ?? db;
  const costlyReads = createCostlyReads(limiter, {
    atOnce: config.COSTLY_READS_AT_ONCE,
    waiting: config.COSTLY_READS_WAITING,
    perAddressPerMinute: config.COSTLY_READS_PER_MINUTE,
    timeoutMs: config.READ_TIMEOUT_MS,
  });
  return {
    config,
    db,
    tokens: createTokenService(config.jwtSecret, config.JWT_TTL_HOURS),
    limiter,
    writeLimits: { ...WRITE_LIMITS, ...options.writeLimits },
    throttle: createThrottle(db),
    background: createBackgroundTasks(log),
    mailer: createMailer({
      db,
      log,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      messageIdHost: new URL(config.publicUrl).hostname,
    }),
    storage,
    log,
    clock: systemClock,
    advertSearch: createSearch({
      db: readDb,
      storage,
      cacheSeconds: config.PUBLIC_CACHE_SECONDS,
      costlyReads,
    }),
  };
}
