import { OPTIONS, shownDefault } from '../../server/options.js'
import { mcpHelp } from '../../server/mcp/cli.js'
import { RECORD_HELP } from '../../server/record/cli.js'
import { code, escape, table } from './markdown.js'

/**
 * The CLI reference, made from the option table in server/options.ts (the parser and `--help`
 * are made from the same rows, so a new flag shows here once the page is generated again) and
 * the help of `standin record` and `standin mcp`.
 */

function valueOf(row: (typeof OPTIONS)[keyof typeof OPTIONS]): string {
  if (row.type === 'integer') return ` <${'unit' in row ? row.unit : 'n'}>`
  if (row.type === 'text') return ` <${row.value}>`
  return ''
}

function rowOf(flag: string, row: (typeof OPTIONS)[keyof typeof OPTIONS]): string[] {
  const short = 'short' in row ? `-${row.short}, ` : ''
  const notes = 'env' in row ? [`environment: ${code(`$${row.env}`)}`] : []
  return [
    `<span id="${flag}">${code(`${short}--${flag}${valueOf(row)}`)}</span>`,
    escape(shownDefault(row) ?? ''),
    escape(row.help) + (notes.length > 0 ? ` (${notes.join('; ')})` : ''),
  ]
}

export function cliMarkdown(): string {
  const rows = Object.entries(OPTIONS).map(([flag, row]) => rowOf(flag, row))
  return [
    '## standin [options]',
    '',
    `The server: ${code('npx standin [options]')} where standin is installed, ${code('npm start -- [options]')} in a clone, or after the image name with ${code('docker run')}. Every flag, its default (integers also give their bound) and what it does; ${code('--help')} prints the same.`,
    '',
    table(['option', 'default', 'meaning'], rows),
    '',
    '## standin record',
    '',
    "Writes a deployment's data as a scenario file (see [Proxy and record a deployment](../guide/proxy-record)). Its help:",
    '',
    '```text',
    RECORD_HELP.trimEnd(),
    '```',
    '',
    '## standin mcp',
    '',
    'Serves the control plane as MCP tools over stdio (see [MCP](../guide/mcp)). Its help, with every tool:',
    '',
    '```text',
    mcpHelp().trimEnd(),
    '```',
    '',
  ].join('\n')
}
