import http from 'node:http'

export type StreamHooks = {
  /** One SSE message: its `id:` (if any) and its `data:` (if any). */
  message(id: string | undefined, data: string | undefined): void
  /** The server ended the stream or refused it: counted by the caller. */
  dropped(reason: 'ended' | 'refused' | 'error', code?: string): void
}

/**
 * One Server-Sent Events connection, parsed as EventSource does (the id sticks until the next
 * `id:`; `retry:` sets the reconnection delay) but cheap enough for thousands per thread.
 */
export class SseStream {
  lastId: string | undefined
  /** The `retry:` the server sent: how long EventSource waits before reconnecting. */
  retryMs = 3000
  private request: http.ClientRequest | null = null
  private buffer = ''
  private stopped = false

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
    private readonly agent: http.Agent,
    private readonly hooks: StreamHooks,
  ) {}

  /** Opens the connection, resuming from `lastId` as EventSource's own retries do. */
  open() {
    this.buffer = ''
    const headers = this.lastId ? { ...this.headers, 'last-event-id': this.lastId } : this.headers
    const request = http.get(this.url, { agent: this.agent, headers })
    this.request = request
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume()
        this.hooks.dropped('refused', String(response.statusCode))
        this.retryLater(request, 200)
        return
      }
      response.setEncoding('utf8')
      // A destroyed connection may still flush a chunk: only the current one counts.
      response.on('data', (chunk: string) => {
        if (this.request === request) this.feed(chunk)
      })
      response.on('end', () => {
        if (this.request !== request || this.stopped) return
        this.hooks.dropped('ended')
        this.retryLater(request, this.retryMs)
      })
      response.on('error', () => {})
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (this.request !== request) return
      this.hooks.dropped('error', error.code ?? error.message)
      this.retryLater(request, 200)
    })
  }

  private retryLater(request: http.ClientRequest, ms: number) {
    if (this.request !== request) return
    this.request = null
    if (!this.stopped) setTimeout(() => this.open(), ms)
  }

  /** Breaks the connection as a network fault would; the caller reopens it. */
  break() {
    const old = this.request
    this.request = null
    old?.destroy()
  }

  stop() {
    this.stopped = true
    this.break()
  }

  private feed(chunk: string) {
    this.buffer += chunk
    let start = 0
    let end = this.buffer.indexOf('\n\n')
    while (end >= 0) {
      this.block(this.buffer.slice(start, end))
      start = end + 2
      end = this.buffer.indexOf('\n\n', start)
    }
    this.buffer = this.buffer.slice(start)
  }

  private block(block: string) {
    let id: string | undefined
    let data: string | undefined
    for (const line of block.split('\n')) {
      if (line.startsWith('data: ')) data = line.slice(6)
      else if (line.startsWith('id: ')) id = line.slice(4)
      else if (line.startsWith('retry: ')) this.retryMs = Number(line.slice(7))
    }
    if (id !== undefined) this.lastId = id
    if (id !== undefined || data !== undefined) this.hooks.message(id, data)
  }
}
