/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as sass from 'sass';
import type { Plugin } from 'vite';
import zlib from 'node:zlib';

const WEB_DIR = path.dirname(fileURLToPath(import.meta.url));
const TESTS = ['src/**/*.test.{ts,tsx}'];
/**
 * Test files that need a module cache of their own: those that mock a module (`vi.mock`,
 * `vi.doMock`), and one that watches a library load the first time it is used.
 */
const ISOLATED = [
  'src/components/phone-link.test.tsx',
  ...fs
    .readdirSync(path.join(WEB_DIR, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) =>
      /\bvi\.(doMock|mock)\(/.test(fs.readFileSync(path.join(WEB_DIR, file), 'utf8')),
    ),
];

const API_TARGET = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:8080';

const require = createRequire(import.meta.url);

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Zod compiles object parsers with `new Function` unless configured `jitless`; the CSP
 * (`script-src 'self'`) blocks that and logs a violation. Schemas read the setting when they are
 * created, and the contracts package creates them as its chunk evaluates, before any app code can
 * call `z.config` (zod is loaded on demand, never with the app's first code). Zod keeps its
 * configuration on `globalThis.__zod_globalConfig`, so the chunk holding zod's core sets it first.
 * The development server sends no CSP.
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

/**
 * The texts of src/i18n/locales/<language>/<namespace>.json are ICU MessageFormat ("{count, plural,
 * one {# property} other {# properties}}"); Lingui's runtime reads them compiled. They are compiled
 * here, as each file is imported, with Lingui's own compiler, so the browser never carries it
 * (docs/decisions/0047-i18n-lingui.md). A text that does not parse fails the build.
 */
function i18nCatalogs(): Plugin {
  return {
    name: 'estate:i18n-catalogs',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/]i18n[\\/]locales[\\/][a-z]+[\\/][\w-]+\.json$/ },
      handler(code) {
        const texts = JSON.parse(code) as Record<string, string>;
        const compiled = Object.fromEntries(
          Object.entries(texts).map(([key, text]) => [key, compileMessage(text)]),
        );
        return { code: `export default ${JSON.stringify(compiled)};`, moduleType: 'js', map: null };
      },
    },
  };
}

/** Bootstrap 5.3 still uses @import and global Sass functions; its warnings are not ours. */
const SASS_DEPRECATIONS = ['import', 'global-builtin', 'color-functions', 'if-function'] as const;

/**
 * The first paint does not wait for the app's stylesheet (docs/decisions/0013-web-first-load.md):
 * src/styles/first-paint.scss (the start-up frame) is inlined into index.html, and in a build
 * the stylesheet link is turned into one that does not block rendering (`media="print"`); the app
 * switches it on and waits for it before its first render (lib/app-styles.ts).
 */
function firstPaintStyles(): Plugin {
  const entry = fileURLToPath(new URL('./src/styles/first-paint.scss', import.meta.url));
  const nodeModules = path.dirname(path.dirname(require.resolve('bootstrap/package.json')));
  return {
    name: 'estate:first-paint-styles',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { css } = sass.compile(entry, {
          style: 'compressed',
          loadPaths: [nodeModules],
          quietDeps: true,
          silenceDeprecations: [...SASS_DEPRECATIONS],
        });
        const inlined = html.replace('<title>', () => `<style>${css}</style>\n    <title>`);
        if (!ctx.bundle) return inlined;
        return inlined.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/,
          '<link rel="stylesheet"$1 href="$2" media="print" data-app-styles>',
        );
      },
    },
  };
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each script and stylesheet of the build; the
 * server sends them as they are (`preCompressed`). On-the-fly compression has to stay fast and
 * makes files about a fifth larger (brotli 4), bytes every first visit waits for.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'estate:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const body = fs.readFileSync(file);
        const brotli = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: brotli }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), i18nCatalogs(), zodJitless(), firstPaintStyles(), precompress()],
  resolve: {
    // react-router's exports map has no "production" condition, so a build would take its
    // development files, whose warnings only a flag turns off. The production files are the same
    // code with the flag off, and the minifier drops the warnings (about 3 KB gzip of the entry).
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
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
    // .vite/manifest.json: the server preloads a public page's lazily loaded chunks with its HTML.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports in one chunk ($initial): split by library, the first load
        // was 27 files, and over HTTP/1.1's six connections each costs a round trip on a slow link.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
    // The entry's chunks are preloaded from index.html. A lazy page's chunks are fetched by its
    // import alone: injected preload links outlive a fast navigation and end as aborted requests.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: [...SASS_DEPRECATIONS] },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Form tests type through user-event: while the API suite runs beside them on two cores
    // (scripts/test-all.mjs), the longest form test has taken over 20 s.
    testTimeout: 60_000,
    // Most files share one jsdom and one import of the app per worker: two thirds less CPU
    // (docs/decisions/0067-ci-minutes.md); the files in ISOLATED get their own, as before.
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: TESTS, exclude: ISOLATED, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
}));
