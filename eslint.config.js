import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';
import { webBoundaries } from './apps/web/eslint.boundaries.js';
import { apiBoundaryBlocks } from './apps/api/eslint.boundaries.js';
import typeCycles from './eslint.cycles.cjs';

/** The parser that keeps type-only imports for the cycle rule (eslint.cycles.cjs). */
const typeCountingParser = fileURLToPath(new URL('./eslint.cycles.cjs', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/results/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The layout stays honest: no import cycles, no file over 300 lines, no function over 100.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { import: importPlugin, 'type-cycles': typeCycles.plugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { [typeCountingParser]: ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // Packages are not read for their exports (PGlite's bundle overflows the parser's stack).
      'import/ignore': ['node_modules'],
    },
    rules: {
      // import/no-cycle, counting type-only imports: a circle through a type still ties two files
      // together. A dynamic import() loads later (a lazily loaded schema), so it closes no circle.
      'type-cycles/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Test files hold a whole scenario per describe block (after the blocks that set the limits).
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': 'off', 'max-lines': 'off' },
  },
  // The web app's feature boundaries (apps/web/eslint.boundaries.js).
  webBoundaries,
  {
    files: ['scripts/**', 'bench/**', '.ci/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  // The API's import directions and size limits (apps/api/eslint.boundaries.js).
  ...apiBoundaryBlocks,
);
