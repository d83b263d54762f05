import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

/**
 * Writes `.br` and `.gz` beside every text file of the build, so the server hands out compressed
 * files (@fastify/static `preCompressed`) without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'makerfolio:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true })
      const texts = files.filter(
        (file) => /\.(js|css|html|svg|json|webmanifest)$/.test(file) && !file.startsWith('.vite'),
      )
      await Promise.all(
        texts.map(async (file) => {
          const full = path.join(outDir, file)
          const source = await readFile(full)
          if (source.length < 1024) return // smaller than a packet: not worth a second request path
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(source, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            promisify(gzip)(source, { level: 9 }),
          ])
          if (br.length < source.length) await writeFile(`${full}.br`, br)
          if (gz.length < source.length) await writeFile(`${full}.gz`, gz)
        }),
      )
    },
  }
}

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@common': fromRoot('./common'),
      '@web': fromRoot('./web'),
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // .vite/manifest.json lets the server preload each screen's chunks (static-preloads.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: apiTarget,
        configure(proxy) {
          proxy.on('proxyRes', (proxyRes) => {
            // Server-Sent Events (/api/events) must reach the browser unbuffered.
            if (proxyRes.headers['content-type']?.startsWith('text/event-stream')) {
              proxyRes.headers['cache-control'] = 'no-cache, no-transform'
              proxyRes.headers['x-accel-buffering'] = 'no'
            }
          })
        },
      },
      '/media': { target: apiTarget },
    },
  },
  preview: { port: 4173 },
})
