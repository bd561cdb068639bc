import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API's import boundaries (docs/decisions/0034-api-import-boundaries.md), kept as errors:
 * a feature reaches another only through its index.ts, and so do the adverts sub-modules;
 * lib/, db/ and config/ know nothing of features, plugins or the app (and lib/ takes only types
 * from db/); plugins know no feature; in features/ only repositories reach the database
 * (docs/decisions/0073-sql-only-in-repositories.md);
 * only tests reach test helpers.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const api = path.join(root, 'apps/api');
const src = path.join(api, 'src');
const features = path.join(src, 'features');
const adverts = path.join(features, 'adverts');

const foldersIn = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Tests may take a test kit (`*.test-kit.ts`) of any feature directly: it is no public surface.
const TEST_KITS = '**/*.test-kit.ts';

/** Outside feature `name`, its files are reached only through its index.ts. */
const featureZone = (name) => ({
  target: [
    `${src}/*.ts`,
    `${src}/!(features)/**`,
    `${features}/*.ts`,
    `${features}/!(${name})/**`,
    `${api}/test/**`,
  ],
  from: `${features}/${name}/**`,
  except: [`**/features/${name}/index.ts`, TEST_KITS],
  message: `Another feature uses features/${name} through its index.ts only.`,
});

/** Inside adverts, sub-module `name` is reached by the others only through its index.ts. */
const advertsPartZone = (name) => ({
  target: [`${adverts}/*.ts`, `${adverts}/!(${name})/**`],
  from: `${adverts}/${name}/**`,
  except: [`**/features/adverts/${name}/index.ts`, TEST_KITS],
  message: `Another part of adverts uses adverts/${name} through its index.ts only.`,
});

const foundations = [`${src}/lib/**`, `${src}/db/**`, `${src}/config/**`];

const zones = [
  ...foldersIn(features).map(featureZone),
  ...foldersIn(adverts).map(advertsPartZone),
  {
    target: foundations,
    from: [`${features}/**`, `${src}/plugins/**`],
    message: 'lib/, db/ and config/ are below features and plugins: pass what they need in.',
  },
  {
    target: foundations,
    from: `${src}/compose/**`,
    message: 'lib/, db/ and config/ are below the composition root and the app.',
  },
  {
    target: foundations,
    from: path.join(src, 'app.ts'),
    message: 'lib/, db/ and config/ are below the composition root and the app.',
  },
  {
    target: `${src}/plugins/**`,
    from: `${features}/**`,
    message: 'A plugin gets what it needs from a feature as an option, typed from lib/ or db/.',
  },
];

const REPOSITORIES_ONLY =
  'In a feature only *.repository.ts reaches the database (sql, the client, the schema): call its repository.';

/** Code that ships: neither a test nor a test helper. */
const notTests = {
  files: ['apps/api/**/*.ts'],
  ignores: ['**/*.test.ts', TEST_KITS, 'apps/api/test/**', 'apps/api/vitest.config.ts'],
};

export const apiBoundaryBlocks = [
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones }] },
  },
  {
    // Repeats the zones above: a later block's options replace the earlier ones.
    ...notTests,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...zones,
            {
              target: `${api}/**`,
              from: [`${api}/test/**`, `${src}/**/*.test.ts`, `${src}/${TEST_KITS}`],
              message: 'Only tests use the test helpers.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ is below db/: it names the database's types (db/types.ts) and is handed the database.
    files: ['apps/api/src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+db(/|$)',
              allowTypeImports: true,
              message: 'lib/ takes only types from db/ (db/types.ts): the database is passed in.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's SQL lives in its *.repository.ts files; the rest may name the types only.
    files: ['apps/api/src/features/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts', TEST_KITS],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: REPOSITORIES_ONLY }],
          patterns: [
            {
              regex: '(^|/)(db/(client|named-query|schema)|lib/query-rows)$',
              allowTypeImports: true,
              message: REPOSITORIES_ONLY,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
];
