// The web app's module boundaries, as one block of the root eslint.config.js:
// - a feature (src/features/<name>) is used from outside only through its index.ts, and so is each
//   part of features/adverts (public, owner, moderation, pictures, performance, shared);
// - components/, lib/ and hooks/ sit below every feature and never import one;
// - features sit below app/ (routes, layouts, guards) and never import it; only their tests may,
//   to render a feature inside the page that hosts it.
// Import cycles are refused by the shared cycle rule (type-cycles/no-cycle, which follows type
// imports too). An index costs the first load
// nothing: package.json marks every module but the stylesheets free of side effects, so the
// bundler keeps only what a page uses of an index.
import fs from 'node:fs';
import path from 'node:path';
import importPlugin from 'eslint-plugin-import';

const SRC = path.join(import.meta.dirname, 'src');
const FEATURES = path.join(SRC, 'features');

/**
 * The route table loads the advert page and its data loader lazily, each as its own chunk; the
 * server preloads those chunks by these source paths (apps/api/src/features/seo/first-load.ts).
 */
const LAZY_ADVERT_ENTRIES = [
  './public/advert-detail/advert-detail-page.tsx',
  './public/advert-detail/api/get-advert-detail.ts',
];

const subfolders = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** Everything in `dir` but the entries named in `skip`, as paths relative to src. */
const siblingsOf = (dir, skip) =>
  fs
    .readdirSync(dir)
    .filter((name) => !skip.includes(name))
    .map((name) => path.relative(SRC, path.join(dir, name)));

/** A module folder used from `target` only through its index.ts (and `entries`). */
const onlyThroughIndex = (target, module, entries = []) => ({
  target,
  from: path.relative(SRC, module),
  except: ['./index.ts', ...entries],
  message: `Import ${path.relative(SRC, module)} through its index.ts.`,
});

function featureZones() {
  return subfolders(FEATURES).map((feature) =>
    onlyThroughIndex(
      [...siblingsOf(SRC, ['features']), ...siblingsOf(FEATURES, [feature])],
      path.join(FEATURES, feature),
      feature === 'adverts' ? LAZY_ADVERT_ENTRIES : [],
    ),
  );
}

function advertPartZones() {
  const adverts = path.join(FEATURES, 'adverts');
  return subfolders(adverts).map((part) =>
    onlyThroughIndex(siblingsOf(adverts, [part]), path.join(adverts, part)),
  );
}

const sharedCodeZone = {
  target: ['components', 'lib', 'hooks'],
  from: 'features',
  message: 'Shared components, lib and hooks never import a feature.',
};

const appZone = {
  target: 'features/**/!(*.test).{ts,tsx}',
  from: 'app',
  message: 'Features never import app/: move what they share to components/, lib/ or hooks/.',
};

export const webBoundaries = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { import: importPlugin },
  rules: {
    'import/no-restricted-paths': [
      'error',
      { basePath: SRC, zones: [...featureZones(), ...advertPartZones(), sharedCodeZone, appZone] },
    ],
  },
};
