import { describe, expect, it } from 'vitest'
import { costFromParam, parseCost } from '../../../mocks/calendar/cost.js'
import { useStandin } from '../../helpers/standin.js'

const API = '/wp-json/cal/events/v1'
const event = { title: 'Priced', start_date: '2030-03-01 19:00', end_date: '2030-03-01 22:00' }

describe('costs as the plugin reads them', () => {
  it('takes the symbol every cost with a number agrees on, and its side', () => {
    expect(parseCost(['30$', '0$', '20$'])).toEqual({
      cost: '30$, 0$, 20$',
      currency_symbol: '$',
      currency_position: 'postfix',
    })
    // A bare 0 names no symbol, so the costs do not agree (upstream then formats with the site's `$`).
    expect(parseCost(['30$', '0', '20$'])).toEqual({ cost: '30$, 0, 20$', currency_symbol: '', currency_position: '' })
    expect(parseCost(['€5', '€12.50'])).toEqual({
      cost: '€5, €12.50',
      currency_symbol: '€',
      currency_position: 'prefix',
    })
    expect(parseCost(['5$', '€7'])).toMatchObject({ currency_symbol: '', currency_position: '' })
    expect(parseCost(['5$', '$7'])).toMatchObject({ currency_symbol: '', currency_position: '' })
    // Text with commas is a list too, as the plugin splits it.
    expect(parseCost('$10, $20')).toEqual({ cost: '$10, $20', currency_symbol: '$', currency_position: 'prefix' })
    expect(costFromParam([25, '', null, 0])).toEqual({ cost: '25, 0', currency_symbol: '', currency_position: '' })
  })
})

describe.each(['msw', 'koa'] as const)('a list of costs through %s', (host) => {
  const standin = useStandin({ host, resetEach: true })

  it('shows the range, lowest to highest with 0 as Free, and every value as a numeric string', async () => {
    const created = await standin.send('POST', `${API}/events`, {
      json: { ...event, cost: ['30$', '0$', '20$', '12.5$'] },
    })
    expect(created.status).toBe(201)
    expect(created.body.cost).toBe('Free \u2013 30$')
    expect(created.body.cost_details).toEqual({
      currency_symbol: '$',
      currency_code: '',
      currency_position: 'postfix',
      values: ['0', '12.5', '20', '30'],
    })
    const read = await standin.send('GET', `${API}/events/${created.body.id}`)
    expect(read.body.cost).toBe('Free \u2013 30$')
    expect(read.body.json_ld.offers.price).toBe('0')
  })

  it('takes numbers and a form body’s list, and an empty list clears the cost', async () => {
    const numbers = await standin.send('POST', `${API}/events`, { json: { ...event, cost: [15, 5] } })
    expect(numbers.body).toMatchObject({ cost: '$5 \u2013 $15', cost_details: { values: ['5', '15'] } })
    const form = await standin.send('POST', `${API}/events`, {
      body: 'title=Form&start_date=2030-03-02+10:00&end_date=2030-03-02+11:00&cost[]=%E2%82%AC8&cost[]=%E2%82%AC3',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(form.body).toMatchObject({
      cost: '€3 \u2013 €8',
      cost_details: { currency_symbol: '€', currency_position: 'prefix', values: ['3', '8'] },
    })
    const cleared = await standin.send('PATCH', `${API}/events/${numbers.body.id}`, { json: { cost: [] } })
    expect(cleared.body).toMatchObject({ cost: '', cost_details: { values: [] } })
  })

  it('refuses lists of lists and maps with WordPress’s invalid-parameter error', async () => {
    for (const cost of [[['1']], { low: 1 }, [{ value: 2 }]]) {
      const reply = await standin.send('POST', `${API}/events`, { json: { ...event, cost } })
      expect(reply.status).toBe(400)
      expect(reply.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { cost: 'Invalid parameter.' } } })
    }
  })
})
