// Spawned by server/db/embedded.test.ts: starts the embedded database in the folder given as
// argument, writes a row, prints {"url": ...} and waits to be SIGKILLed.
import pg from 'pg'
import { startEmbeddedPostgres } from '../../server/db/embedded'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: embedded-child.ts <dataDir>')
const { url } = await startEmbeddedPostgres({ dataDir })
const client = new pg.Client({ connectionString: url })
await client.connect()
await client.query('CREATE TABLE survivor (note text)')
await client.query(`INSERT INTO survivor VALUES ('written before the kill')`)
await client.end()
process.stdout.write(`${JSON.stringify({ url })}\n`)
setInterval(() => {}, 60_000)
