import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file gets its own database; opening the embedded one takes a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
