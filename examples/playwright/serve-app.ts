import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The example app's static files on 127.0.0.1 at an ephemeral port: an origin other than
 * standin's, as a real front end has (so its API calls go through CORS).
 */

const ROOT = fileURLToPath(new URL('./app/', import.meta.url))
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' }

export interface AppServer {
  origin: string
  close(): Promise<void>
}

export async function serveApp(): Promise<AppServer> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://app').pathname
    const file = normalize(join(ROOT, path === '/' ? 'index.html' : path))
    const type = TYPES[extname(file)]
    if (request.method !== 'GET' || !file.startsWith(ROOT) || !type) {
      response.writeHead(404).end()
      return
    }
    try {
      const body = await readFile(file)
      response.writeHead(200, { 'Content-Type': type }).end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
