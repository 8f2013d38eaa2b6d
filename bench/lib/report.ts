/** One line of the benchmark table. */
export interface BenchRow {
  benchmark: string
  /** What was measured, e.g. "0.82x bare Koa" or "640 ms". */
  result: string
  target: string
  pass: boolean
  /** Raw figures behind the result. */
  detail?: Record<string, number | string | number[]>
}

export function printTable(rows: readonly BenchRow[]): string {
  const header = ['benchmark', 'result', 'target', 'status']
  const lines = rows.map((row) => [row.benchmark, row.result, row.target, row.pass ? 'PASS' : 'FAIL'])
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)))
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  return [format(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(format)].join(
    '\n',
  )
}
