import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@common': fromRoot('./common'),
      '@web': fromRoot('./web'),
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
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
