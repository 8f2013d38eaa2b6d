import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { messageOf } from '../error-message.js'
import { bodyOf, control, MAX_ANSWER_BYTES, type Target, ToolError } from './http.js'
import { routeInput, summaryOf } from './input-schema.js'
import { MAX_RESULT_CHARS, type Tool } from './tool.js'

/**
 * `download_snapshot` and `upload_snapshot`: the store as a file on the machine `standin mcp`
 * runs on (a snapshot is too large to pass through a model), through GET and PUT
 * /__standin/snapshot. A download is written whole or not at all.
 */

const FILE = {
  type: 'string',
  minLength: 1,
  maxLength: 4096,
  description:
    'A file on the machine standin mcp runs on (relative to its working folder; an absolute path is clearer).',
} as const

const sessionOf = (args: Record<string, unknown>) => (typeof args.session === 'string' ? args.session : undefined)

/** Written beside the file and renamed over it: whoever reads the file sees the old one or the new one. */
function writeWhole(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`
  try {
    writeFileSync(temporary, text)
    renameSync(temporary, file)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw new ToolError(`Could not write ${file}: ${messageOf(error)}`)
  }
}

function downloadTool(target: Target): Tool {
  const { schema } = routeInput('GET', '/snapshot', {
    extra: { file: { ...FILE, description: `Write the snapshot there. ${FILE.description}` } },
  })
  return {
    name: 'download_snapshot',
    title: 'Download a snapshot',
    description: `GET /__standin/snapshot: ${summaryOf('GET', '/snapshot')} Give "file" to write it to disk (upload_snapshot or --snapshot <file> restores it); without one it is answered inline if it is small. Give "session" for that session's store.`,
    input: schema,
    annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    async run(args) {
      const answer = await control(target, { method: 'GET', path: '/snapshot', session: sessionOf(args) })
      if (typeof args.file === 'string') {
        const file = resolve(args.file)
        writeWhole(file, answer.text)
        return { file, bytes: Buffer.byteLength(answer.text) }
      }
      if (answer.text.length > MAX_RESULT_CHARS)
        throw new ToolError(
          `The snapshot is ${(answer.text.length / 1024 / 1024).toFixed(1)} MiB of JSON, too much to answer inline: give "file" to write it to disk.`,
        )
      return bodyOf(answer)
    },
  }
}

function uploadTool(target: Target): Tool {
  const { schema } = routeInput('PUT', '/snapshot', {
    body: false,
    extra: { file: { ...FILE, description: `The snapshot file to send. ${FILE.description}` } },
    required: ['file'],
  })
  return {
    name: 'upload_snapshot',
    title: 'Upload a snapshot',
    description: `PUT /__standin/snapshot: ${summaryOf('PUT', '/snapshot')} The snapshot is read from "file" (one download_snapshot wrote). Give "session" for that session's store.`,
    input: schema,
    annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: false },
    async run(args) {
      const file = resolve(String(args.file))
      let text: string
      try {
        if (statSync(file).size > MAX_ANSWER_BYTES) throw new Error(`larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB`)
        text = readFileSync(file, 'utf8')
      } catch (error) {
        throw new ToolError(`Could not read ${file}: ${messageOf(error)}`)
      }
      await control(target, { method: 'PUT', path: '/snapshot', text, session: sessionOf(args) })
      return { done: true, file }
    },
  }
}

export const snapshotTools = (target: Target): Tool[] => [downloadTool(target), uploadTool(target)]
