// The reference the app is measured against: a bare Fastify route returning a small JSON
// object, served the same way (one process, same machine).
import Fastify from 'fastify'

const port = Number(process.env.PORT ?? 3999)
const app = Fastify({ logger: false })
app.get('/ping', async () => ({ ok: true, service: 'reference' }))
await app.listen({ port, host: '127.0.0.1' })
console.log(`reference listening on ${port}`)
