import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from './config/app-config';
import { hearAccountChanges, type UsersRepository } from './features/users';
import type { Mailer } from './lib/mailer';
import type { FileStorage } from './lib/storage';
import type { RateLimiter } from './lib/rate-limiter';
import type { WriteLimits } from './lib/write-limits';
import type { BackgroundTasks } from './lib/background';
import type { TokenService } from './lib/tokens';
import type { Job } from './lib/job';
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
import { composeApp, type CoreOptions } from './compose';

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
    /** The periodic jobs of this app (compose/jobs.ts); the runtime starts them, tests run them. */
    scheduledJobs: Job[];
  }
}

/** What the app is built from (compose/core.ts), and how it logs and serves. */
export interface BuildAppOptions extends CoreOptions {
  logger?: boolean | object;
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

  const { core, modules, jobs, keptAccounts } = composeApp(options, app.log);
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
  app.decorate('scheduledJobs', jobs);

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
