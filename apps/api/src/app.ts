import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Env } from './config/env';
import type { Database, Db } from './db/client';
import { createUsersRepository, type UsersRepository } from './features/users/users.repository';
import { createMailer, type Mailer } from './lib/mailer';
import { createStorage, type FileStorage } from './lib/storage';
import { createDbRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { createThrottle, type Throttle } from './lib/throttle';
import { WRITE_LIMITS, type WriteLimits } from './lib/write-limits';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background';
import { createTokenService, type TokenService } from './lib/tokens';
import authPlugin from './plugins/auth';
import docsPlugin from './plugins/docs';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerCrossOrigin } from './plugins/cross-origin';
import { registerPrivateAnswers } from './plugins/private-answers';
import { registerRequestGuards } from './plugins/request-guards';
import { registerSlowBodyGuard, serverTimeouts } from './plugins/slow-clients';
import webPlugin from './plugins/web';
import { registerFeatures } from './features';
import { seoRoutes } from './features/seo/seo.routes';
import { createSeoService } from './features/seo/seo.service';
import { createSearch, type Search } from './features/adverts';
import {
  createAdvisoryDeletionGate,
  createLocalDeletionGate,
  guardDeletions,
  type DeletionGate,
} from './backup/deletion-gate';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    tokens: TokenService;
    mailer: Mailer;
    limiter: RateLimiter;
    /** How often a person may repeat each write (lib/write-limits.ts). */
    writeLimits: WriteLimits;
    throttle: Throttle;
    background: BackgroundTasks;
    repos: { users: UsersRepository };
    storage: FileStorage;
    /** The advert search and public reads, one per process (features/adverts/public/search). */
    advertSearch: Search;
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

  const { config, database } = options;
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('tokens', createTokenService(config.jwtSecret, config.JWT_TTL_HOURS));
  app.decorate('limiter', options.limiter ?? createDbRateLimiter(database.db));
  app.decorate('writeLimits', { ...WRITE_LIMITS, ...options.writeLimits });
  app.decorate('throttle', createThrottle(database.db));
  app.decorate('background', createBackgroundTasks(app.log));
  app.addHook('onClose', () => app.background.idle());
  app.decorate(
    'mailer',
    createMailer({
      db: database.db,
      log: app.log,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      messageIdHost: new URL(config.publicUrl).hostname,
    }),
  );
  app.decorate('repos', { users: createUsersRepository(database.db) });
  const deletionGate =
    options.deletionGate ??
    (database.kind === 'postgres'
      ? createAdvisoryDeletionGate(database.db)
      : createLocalDeletionGate());
  app.decorate('storage', guardDeletions(options.storage ?? createStorage(config), deletionGate));
  app.decorate(
    'advertSearch',
    createSearch({
      db: database.db,
      storage: app.storage,
      cacheSeconds: config.PUBLIC_CACHE_SECONDS,
    }),
  );

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerRequestGuards(app);
  registerSlowBodyGuard(app, config);
  registerPrivateAnswers(app);
  await registerCrossOrigin(app, {
    allowedOrigins: config.ALLOWED_ORIGINS,
    publicUrl: config.publicUrl,
  });
  await app.register(helmet, {
    // The web app's own scripts and styles only; images may come from the tile server of the map.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.openstreetmap.org'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Brotli/gzip for JSON, HTML and the app's scripts and styles (images are already compressed).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(authPlugin);
  await app.register(docsPlugin);
  await app.register(registerFeatures, { prefix: '/api' });
  await app.register(seoRoutes);
  if (options.webDistDir) {
    const seo = createSeoService(app);
    await app.register(webPlugin, { distDir: options.webDistDir, headFor: (p) => seo.headFor(p) });
  }
  return app;
}
