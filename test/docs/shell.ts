/**
 * Reading the shell samples of a page: its ```sh blocks, cut into commands (continuations joined,
 * `&&` and `;` chains split, comments dropped) and each command into words as a POSIX shell
 * would (quotes and backslashes; variables and `$(...)` kept as written).
 */

export interface Command {
  words: string[]
  /** The status a trailing comment says the command answers (`# 503: the stub`). */
  expected?: number
  line: string
}

/** The ```sh blocks of a markdown text. */
export const shellBlocks = (markdown: string) =>
  [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '')

/** Splits one line into words, stopping at an unquoted `#` that starts a word. */
function split(line: string): { commands: string[][]; comment: string } {
  const commands: string[][] = [[]]
  let word: string | undefined
  let quote: string | undefined
  const end = () => {
    if (word !== undefined) commands.at(-1)?.push(word)
    word = undefined
  }
  for (let index = 0; index < line.length; index++) {
    const char = line[index] ?? ''
    if (quote) {
      if (char === quote) quote = undefined
      else word = (word ?? '') + char
    } else if (char === "'" || char === '"') {
      quote = char
      word ??= ''
    } else if (char === '\\') word = (word ?? '') + (line[++index] ?? '')
    else if (/\s/.test(char)) end()
    else if (char === '#' && word === undefined) return (end(), { commands, comment: line.slice(index + 1) })
    else if (char === ';' || (char === '&' && line[index + 1] === '&')) {
      end()
      commands.push([])
      if (char === '&') index++
    } else if (char === '&') end()
    else word = (word ?? '') + char
  }
  end()
  return { commands, comment: '' }
}

export function commandsOf(block: string): Command[] {
  const lines = block.replace(/\\\n\s*/g, ' ').split('\n')
  const commands: Command[] = []
  for (const line of lines) {
    const { commands: parts, comment } = split(line)
    const status = /^\s*(\d{3})\b/.exec(comment)?.[1]
    for (const words of parts)
      if (words.length > 0) commands.push({ words, line, ...(status ? { expected: Number(status) } : {}) })
  }
  return commands
}
