import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

// npm scripts and npx run on the Node that package.json pins as the `node` dev dependency: npm
// puts node_modules/.bin first on the path (decision 044). Another version here means that
// binary is missing (install scripts skipped or refused) or the tests were started without npm.
test('the tests run on the Node that package.json pins', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
  const pinned: string = pkg.devDependencies.node
  expect(
    process.versions.node,
    `run the tests through npm (npm test, npx vitest) after npm install; this is ${process.execPath}`,
  ).toBe(pinned)
})
