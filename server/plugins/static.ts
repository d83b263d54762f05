import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { errorBody } from '../lib/errors'

type StaticOptions = { webDistDir: string; uploadsDir: string | null }

/**
 * Uploaded media under /media (keys are unique and never rewritten, so they cache forever)
 * and the built React app for every other path, with index.html as the SPA fallback.
 */
async function staticPlugin(app: FastifyInstance, { webDistDir, uploadsDir }: StaticOptions) {
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
  const hasWeb = existsSync(path.join(webDistDir, 'index.html'))
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
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
    reply.header('cache-control', 'no-cache')
    return reply.sendFile('index.html', webDistDir)
  })
}

export default fp(staticPlugin, { name: 'static' })
