import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { errorBody } from '../lib/errors'
import { createScreenPreloads } from './static-preloads'

type StaticOptions = {
  webDistDir: string
  uploadsDir: string | null
  /**
   * The app shell with a public page's link-preview tags put in, or null to serve it plain.
   * Passed in by app.ts so this plugin needs nothing from the share-meta feature.
   */
  withPageMeta?: (shell: string, pathname: string) => Promise<string | null>
}

const ROBOTS = `User-agent: *
Disallow: /api/
Disallow: /settings
Disallow: /feed
Disallow: /search
Disallow: /notifications
Disallow: /moderation
`

/**
 * Uploaded media under /media (keys are unique and never rewritten, so they cache forever)
 * and the built React app for every other path, with index.html as the SPA fallback.
 */
async function staticPlugin(
  app: FastifyInstance,
  { webDistDir, uploadsDir, withPageMeta }: StaticOptions,
) {
  if (uploadsDir) {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/media/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
      dotfiles: 'deny',
    })
  }
  const indexFile = path.join(webDistDir, 'index.html')
  const hasWeb = existsSync(indexFile)
  const shell = hasWeb ? readFileSync(indexFile, 'utf8') : ''
  const screenPreloads = createScreenPreloads(webDistDir)
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain').send(ROBOTS),
  )
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (vite.config.ts): no per-request work.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const isApi =
      pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/media/')
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .status(404)
        .send(errorBody('not_found', `No route for ${request.method} ${pathname}`))
    }
    if (isApi || !hasWeb) {
      const message =
        hasWeb || isApi ? 'Not found' : 'The web app is not built: run `npm run build`'
      return reply.status(404).send(errorBody('not_found', message))
    }
    // Any other path is a screen of the single-page app; it decides between a page and its 404.
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8')
    const preloads = screenPreloads(pathname)
    const page = preloads ? shell.replace('</head>', () => `${preloads}</head>`) : shell
    const described = withPageMeta ? await withPageMeta(page, pathname).catch(() => null) : null
    return reply.send(described ?? page)
  })
}

export default fp(staticPlugin, { name: 'static' })
