// `npm run dev`: the API with reload on change (tsx watch) and Vite with hot module reload,
// in one terminal. Open http://localhost:5173; Vite proxies /api and /media to the API.
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '3000'
const env = {
  ...process.env,
  PORT: apiPort,
  API_PORT: apiPort,
  // Vite's origin sends the mutations in development.
  TRUSTED_ORIGINS: [process.env.TRUSTED_ORIGINS, 'http://localhost:5173', 'http://127.0.0.1:5173']
    .filter(Boolean)
    .join(','),
}

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
]

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 3000).unref()
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())
