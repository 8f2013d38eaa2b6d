import { type Arg, parseTyped } from './args.js'
import { isTime } from './validators.js'

/**
 * The date parameters of writes: `date` and `date_utc` of events, venues and organizers, and
 * an event's `start_date` and `end_date`. Each is a unix timestamp or any text `strtotime`
 * reads. WordPress types them `string`, which refuses a JSON number before the plugin's own
 * check (which takes timestamps) sees it; standin takes a number as the timestamp it is
 * (docs/decisions/0005-calendar-deviations.md).
 */
export function dateArg(description: string, required = false, extra: Partial<Arg> = {}): Arg {
  return {
    required,
    validate: isTime,
    type: 'string',
    sanitize: (value, _env, name) => (typeof value === 'number' ? String(value) : parseTyped('string', value, name)),
    schema: { anyOf: [{ type: 'string' }, { type: 'number', description: 'A unix timestamp' }] },
    ...extra,
    description,
  }
}
