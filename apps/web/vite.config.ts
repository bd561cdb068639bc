/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const API_TARGET = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:8080';

const require = createRequire(import.meta.url);

/**
 * Serves bootstrap-icons' sprite as /icons.svg (dev) and copies it into the build: the <Icon>
 * component draws any name it does not inline from it, so no icon font or icon CSS is loaded.
 */
function iconSprite(): Plugin {
  const source = require.resolve('bootstrap-icons/bootstrap-icons.svg');
  return {
    name: 'estate:icon-sprite',
    configureServer(server) {
      server.middlewares.use('/icons.svg', (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(fs.readFileSync(source));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'icons.svg', source: fs.readFileSync(source) });
    },
  };
}

/**
 * Zod compiles object parsers with `new Function` unless configured `jitless`; the CSP
 * (`script-src 'self'`) blocks that and logs a violation. Schemas read the setting when they are
 * created, and the contracts package creates them as its chunk evaluates, before any app code can
 * call `z.config`. Zod keeps its configuration on `globalThis.__zod_globalConfig`, so the chunk
 * holding zod's core sets it first.
 */
function zodJitless(): Plugin {
  const ZOD_CORE = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
  return {
    name: 'estate:zod-jitless',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!chunk.moduleIds.some((id) => ZOD_CORE.test(id))) return null;
      const config =
        'globalThis.__zod_globalConfig={...globalThis.__zod_globalConfig,jitless:true};\n';
      return { code: config + code, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), iconSprite(), zodJitless()],
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The entry's chunks are preloaded from index.html. A lazy page's chunks are fetched by its
    // import alone: injected preload links outlive a fast navigation and end as aborted requests.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global Sass functions; its warnings are not ours.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
