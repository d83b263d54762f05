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
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // `vitest run` runs every project; `--project <name>` or a path (`vitest run web/`) one part.
    // Each inherits the options above (`extends: true`) and adds its own files and environment.
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Starts PostgreSQL (or uses TEST_DATABASE_URL) and migrates a template database once.
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The web app's pure helpers (caches, paths, the API client): node, no DOM, no database.
          name: 'web',
          environment: 'node',
          include: ['web/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Component tests beside their components: Testing Library in happy-dom, no browser,
          // no database (the API is a stubbed fetch, web/test/).
          name: 'web-dom',
          environment: 'happy-dom',
          include: ['web/**/*.test.tsx'],
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
})
