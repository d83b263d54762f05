import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  resolve: {
    // Same as the paths in tsconfig.json.
    alias: {
      '@common': dir('./common'),
      '@server': dir('./server'),
      '@web': dir('./web'),
      '@tests': dir('./tests'),
    },
  },
  test: {
    environment: 'node',
    include: [
      'server/**/*.test.ts',
      'common/**/*.test.ts',
      'scripts/**/*.test.ts',
      // The web app's pure cache helpers (node, no DOM).
      'web/**/*.test.ts',
    ],
    // Starts PostgreSQL (or uses TEST_DATABASE_URL) and migrates a template database once.
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
