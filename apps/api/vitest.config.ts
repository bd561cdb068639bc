import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // The run migrates one database; each file gets its own copy of it.
    globalSetup: ['test/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The app's modules are imported once per worker, not once per file: a third less CPU for
    // the suite. Each file still builds its own app on its own database copy, and no test file
    // changes module state (docs/decisions/0067-ci-minutes.md).
    isolate: false,
  },
});
