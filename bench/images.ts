// npm run bench -- --images
// One app process with BENCH_METRICS=1 on a fresh DATA_DIR under the system temp folder (embedded
// PostgreSQL; or DATABASE_URL), IMAGES_CLIENTS members (default 4) each uploading a 12-megapixel
// JPEG per post in a loop for IMAGES_SECONDS (default 30). Reports uploads/s, upload latency and
// the server's event-loop delay (p50/p99/max) while it decodes, resizes and re-encodes them, and
// first the pipeline's event-loop utilisation in this process.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createHistogram, performance } from 'node:perf_hooks'
import sharp from 'sharp'
import { processPostImage } from '../server/lib/images'
import { positiveIntFromEnv } from './env'
import { type RunningProcess, startProcess } from './server-process'

type ImagesOptions = { clients: number; seconds: number; photos: number }

function optionsFromEnv(env = process.env): ImagesOptions {
  return {
    clients: positiveIntFromEnv('IMAGES_CLIENTS', 4, env),
    seconds: positiveIntFromEnv('IMAGES_SECONDS', 30, env),
    photos: positiveIntFromEnv('IMAGES_PHOTOS', 3, env),
  }
}

const WIDTH = 4000
const HEIGHT = 3000

/**
 * A 4000x3000 camera-like JPEG (about 3 MB): a smooth random scene with fine grain over it, so
 * the encoder and decoder work as hard as on a phone photo (a flat colour would be too easy).
 */
export async function makePhoto(seed: number): Promise<Buffer> {
  const raw = { width: WIDTH, height: HEIGHT, channels: 3 as const }
  const scene = await sharp({
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 110 + ((seed * 23) % 40), sigma: 60 },
    },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  const grain = await sharp({
    create: { ...raw, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 14 } },
  })
    .raw()
    .toBuffer()
  return sharp(scene, { raw })
    .composite([{ input: grain, raw, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer()
}

/**
 * The image pipeline alone, in this process, 4 at a time: how much of the wall time the event
 * loop itself was busy (event-loop utilisation). Unlike the delay percentiles, this hardly moves
 * with the machine's load: a low figure means the work ran in the pool, not on the loop.
 */
async function pipelineLoopUtilization(photos: Buffer[]) {
  const before = performance.eventLoopUtilization()
  const started = performance.now()
  let processed = 0
  await Promise.all(
    [0, 1, 2, 3].map(async (client) => {
      for (let i = 0; i < 3; i++) {
        await processPostImage(photos[(client + i) % photos.length]!)
        processed++
      }
    }),
  )
  const elu = performance.eventLoopUtilization(before)
  return {
    images: processed,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    loop_busy_ms_per_image: Number((elu.active / processed).toFixed(1)),
    loop_utilization_pct: Number((elu.utilization * 100).toFixed(1)),
  }
}

type Member = { cookie: string }

async function signUp(base: string, username: string): Promise<Member> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${username}@makerfolio.test`,
      password: 'images bench password',
      name: username,
    }),
  })
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return { cookie }
}

async function upload(base: string, member: Member, photo: Blob) {
  const form = new FormData()
  form.append('content', 'Images bench')
  form.append('alt', 'A 12-megapixel photo')
  form.append('images', photo, 'photo.jpg')
  const response = await fetch(`${base}/api/posts`, {
    method: 'POST',
    headers: { origin: base, cookie: member.cookie },
    body: form,
  })
  const body = (await response.json()) as { images?: { feedUrl: string }[] }
  if (response.status !== 201 || !body.images?.[0]?.feedUrl.endsWith('_feed.webp')) {
    throw new Error(`upload: ${response.status} ${JSON.stringify(body).slice(0, 200)}`)
  }
}

type Metrics = {
  rssBytes: number
  eventLoopDelayMs: { p50: number; p95: number; p99: number; max: number; samples: number }
}

/** The server's own view (see server/lib/bench-metrics.ts); `reset` starts a new window. */
async function serverMetrics(base: string, reset: boolean): Promise<Metrics> {
  const response = await fetch(`${base}/api/bench/metrics${reset ? '?reset=1' : ''}`)
  if (!response.ok) throw new Error(`metrics: ${response.status} (is BENCH_METRICS=1 honoured?)`)
  return (await response.json()) as Metrics
}

export async function images(options: ImagesOptions = optionsFromEnv()) {
  console.log(`Generating ${options.photos} photos of ${WIDTH}x${HEIGHT}…`)
  const photos: Blob[] = []
  for (let i = 0; i < options.photos; i++) {
    photos.push(new Blob([new Uint8Array(await makePhoto(i))], { type: 'image/jpeg' }))
  }
  const averageMb = photos.reduce((sum, photo) => sum + photo.size, 0) / photos.length / 1e6
  console.log(`  ${averageMb.toFixed(1)} MB each on average`)
  const pipeline = await pipelineLoopUtilization(
    await Promise.all(photos.map(async (photo) => Buffer.from(await photo.arrayBuffer()))),
  )
  console.log(
    `Pipeline in-process: ${pipeline.images} images in ${pipeline.seconds} s, event loop busy ` +
      `${pipeline.loop_utilization_pct}% of the time (${pipeline.loop_busy_ms_per_image} ms per image)`,
  )

  // Uploads pile up fast (about 1 MB per post): a throwaway folder, never ./data.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'makerfolio-bench-images-'))
  chmodSync(dataDir, 0o755) // embedded PostgreSQL runs as another OS user under root
  mkdirSync(path.join(dataDir, 'uploads')) // /media serves it from the start
  let app: RunningProcess | undefined
  try {
    app = await startProcess(
      'server/main.ts',
      { RATE_LIMITS: 'off', LOG_LEVEL: 'warn', BENCH_METRICS: '1', DATA_DIR: dataDir },
      '/api/health',
    )
    const base = app.base
    const run = Math.random().toString(36).slice(2, 7)
    const members: Member[] = []
    for (let i = 0; i < options.clients; i++) members.push(await signUp(base, `ib${run}${i}`))

    // Warm-up: one upload each (sharp's first call loads libvips' codecs).
    await Promise.all(members.map((member, i) => upload(base, member, photos[i % photos.length]!)))
    await serverMetrics(base, true)
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const idle = await serverMetrics(base, true)

    const latency = createHistogram()
    let uploads = 0
    let errors = 0
    const started = performance.now()
    const deadline = started + options.seconds * 1000
    await Promise.all(
      members.map(async (member, i) => {
        let next = i
        while (performance.now() < deadline) {
          const began = performance.now()
          try {
            await upload(base, member, photos[next++ % photos.length]!)
            uploads++
            latency.record(Math.max(1, Math.round(performance.now() - began)))
          } catch (error) {
            errors++
            console.error(error instanceof Error ? error.message : error)
          }
        }
      }),
    )
    const elapsed = (performance.now() - started) / 1000
    const loaded = await serverMetrics(base, false)

    const result = {
      machine: `${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}, Node ${process.version}`,
      photo: { width: WIDTH, height: HEIGHT, average_mb: Number(averageMb.toFixed(2)) },
      clients: options.clients,
      seconds: Number(elapsed.toFixed(1)),
      uploads,
      errors,
      uploads_per_s: Number((uploads / elapsed).toFixed(2)),
      upload_ms: {
        p50: latency.count ? latency.percentile(50) : null,
        p99: latency.count ? latency.percentile(99) : null,
      },
      event_loop_delay_ms: {
        idle: idle.eventLoopDelayMs,
        under_load: loaded.eventLoopDelayMs,
      },
      server_rss_mb: Math.round(loaded.rssBytes / 2 ** 20),
      pipeline_in_process: pipeline,
    }
    const lag = loaded.eventLoopDelayMs
    console.log(
      `${uploads} uploads in ${elapsed.toFixed(1)} s by ${options.clients} clients: ` +
        `${result.uploads_per_s} uploads/s, upload p50 ${result.upload_ms.p50} ms, p99 ${result.upload_ms.p99} ms, ${errors} errors`,
    )
    console.log(
      `Server event-loop delay under load: p50 ${lag.p50} ms, p99 ${lag.p99} ms, max ${lag.max} ms ` +
        `(idle: p50 ${idle.eventLoopDelayMs.p50} ms, p99 ${idle.eventLoopDelayMs.p99} ms); RSS ${result.server_rss_mb} MB`,
    )
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/images.json', `${JSON.stringify(result, null, 2)}\n`)
    console.log('Wrote bench/results/images.json')
    // On an external DATABASE_URL, leave no posts pointing at the deleted throwaway uploads.
    if (process.env.DATABASE_URL) {
      for (const member of members) {
        await fetch(`${base}/api/me`, {
          method: 'DELETE',
          headers: { origin: base, cookie: member.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ confirm: 'DELETE' }),
        })
      }
    }
    return result
  } finally {
    await app?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
