import { ConfigError, loadEnv } from './config/env';
import { openAddress } from './lib/logging';
import { startRuntime } from './runtime';

async function main() {
  const env = loadEnv();
  const runtime = await startRuntime(env);
  const { app } = runtime;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing open requests, then stopping`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await runtime.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Fastify logs a line per interface it listens on (each address of 0.0.0.0); a person needs the
  // one address to open, printed once (README: "Start").
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } finally {
    app.log.level = level;
  }
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : env.PORT;
  app.log.info(`open ${openAddress(env.HOST, port)}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
