import http from 'node:http'

export type GetResult = { status: number; body: unknown }

/** A GET as a browser's fetch makes it (with the session cookie), answered as parsed JSON. */
export function getJson(url: string, agent: http.Agent, cookie: string | null): Promise<GetResult> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: cookie ? { cookie } : {} }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        text += chunk
      })
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null })
        } catch (error) {
          reject(error)
        }
      })
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}
