/**
 * Event costs as the plugin reads and shows them: the text as entered (`"$23"`, `"20$"`,
 * `"10 - 20"`, `"Free"`), its currency symbol and where it stands, the numeric values found
 * in it, and the formatted cost (`"$23"`, `"Free – 30$"`).
 */

/** The plugin's default currency symbol, shown when the cost names none. */
const DEFAULT_SYMBOL = '$'

export interface CostFields {
  cost: string
  currency_symbol: string
  currency_position: 'prefix' | 'postfix' | ''
}

/** Neither a digit, whitespace, nor a separator a cost uses: what a currency symbol is made of. */
const SYMBOL_CHARACTER = /[^\d\s.,\-\u2013\u2014]/

/**
 * The symbol run that ends `text` (trailing whitespace aside), scanned from the end:
 * `/([^\d\s.,-–—]+)\s*$/` as a regular expression tries every start and backtracks, which
 * took two minutes on a 250 KB cost.
 */
function symbolAtEnd(text: string): string | undefined {
  let end = text.length
  while (end > 0 && /\s/.test(text[end - 1]!)) end--
  let start = end
  while (start > 0 && SYMBOL_CHARACTER.test(text[start - 1]!)) start--
  return start < end ? text.slice(start, end) : undefined
}

/** Reads a cost as entered: its symbol (next to the first number) and the symbol's side. */
export function parseCost(raw: string): CostFields {
  const cost = raw.trim()
  const number = /\d+(?:[.,]\d+)?/.exec(cost)
  if (!number) return { cost, currency_symbol: '', currency_position: '' }
  const before = symbolAtEnd(cost.slice(0, number.index))
  if (before !== undefined) return { cost, currency_symbol: before, currency_position: 'prefix' }
  const after = /^\s*([^\d\s.,\-\u2013\u2014]+)/.exec(cost.slice(number.index + number[0].length))
  if (after) return { cost, currency_symbol: after[1] ?? '', currency_position: 'postfix' }
  return { cost, currency_symbol: '', currency_position: '' }
}

/** Every number in the cost, ascending, as numeric strings (`["0","20","30"]`). */
export function costValues(cost: string): string[] {
  const found = (cost.match(/\d+(?:\.\d+)?/g) ?? []).map((text) => String(Number(text)))
  return [...new Set(found)].sort((a, b) => Number(a) - Number(b))
}

/** The cost as the event shows it: `Free` for 0, the symbol on its side, a range with an en dash. */
export function formatCost(fields: CostFields): string {
  const values = costValues(fields.cost)
  if (values.length === 0) return fields.cost
  const symbol = fields.currency_symbol || DEFAULT_SYMBOL
  const position = fields.currency_position || 'prefix'
  const format = (value: string) => (Number(value) === 0 ? 'Free' : position === 'prefix' ? `${symbol}${value}` : `${value}${symbol}`)
  const low = values[0] as string
  const high = values[values.length - 1] as string
  return low === high ? format(low) : `${format(low)} \u2013 ${format(high)}`
}
