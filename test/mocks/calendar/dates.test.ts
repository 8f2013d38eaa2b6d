import { describe, expect, it } from 'vitest'
import { formatDb, isoWithOffset, parseDb, parseTime } from '../../../mocks/calendar/dates.js'
import { strtotime } from '../../../mocks/calendar/strtotime.js'
import { isValidTimezone, timezoneAbbr, utcToWall, wallToUtc } from '../../../mocks/calendar/time-zones.js'
import { listToArray, parseQueryString } from '../../../mocks/calendar/php.js'

// Friday 20 November 2026, 10:00 UTC.
const NOW = Date.parse('2026-11-20T10:00:00Z')
const parse = (text: string) => {
  const ms = strtotime(text, NOW)
  return ms === undefined ? false : formatDb(ms)
}

describe('strtotime', () => {
  it.each([
    ['2018-01-01', '2018-01-01 00:00:00'],
    ['2018-01-01 15:00:00', '2018-01-01 15:00:00'],
    ['2018-01-01 15:00', '2018-01-01 15:00:00'],
    ['2018-01-01T15:00:00Z', '2018-01-01 15:00:00'],
    ['2018-01-01T15:00:00+02:00', '2018-01-01 13:00:00'],
    ['2018-01-01T15:00:00.250-0500', '2018-01-01 20:00:00'],
    ['2018/01/05', '2018-01-05 00:00:00'],
    ['01/05/2018', '2018-01-05 00:00:00'],
    ['05.01.2018', '2018-01-05 00:00:00'],
    ['January 5, 2018', '2018-01-05 00:00:00'],
    ['5 Jan 2018 2pm', '2018-01-05 14:00:00'],
    ['Dec 24', '2026-12-24 00:00:00'],
    ['now', '2026-11-20 10:00:00'],
    ['today', '2026-11-20 00:00:00'],
    ['noon', '2026-11-20 12:00:00'],
    ['tomorrow 9am', '2026-11-21 09:00:00'],
    ['yesterday 23:59', '2026-11-19 23:59:00'],
    ['+5 weeks', '2026-12-25 10:00:00'],
    ['+24 months', '2028-11-20 10:00:00'],
    ['-1 day', '2026-11-19 10:00:00'],
    ['3 days ago', '2026-11-17 10:00:00'],
    ['next wednesday 4pm', '2026-11-25 16:00:00'],
    ['friday', '2026-11-20 00:00:00'],
    ['next friday', '2026-11-27 00:00:00'],
    ['last friday', '2026-11-13 00:00:00'],
    ['next month', '2026-12-20 10:00:00'],
    ['first day of next month', '2026-12-01 10:00:00'],
    ['last day of this month', '2026-11-30 10:00:00'],
    ['@1514764800', '2018-01-01 00:00:00'],
    // As PHP: a word naming a day starts it at midnight, and says the day rather than adding one.
    ['tomorrow tomorrow noon noon', '2026-11-21 12:00:00'],
    ['9am tomorrow', '2026-11-21 00:00:00'],
    ['monday next week', '2026-11-23 00:00:00'],
    ['january', '2026-01-20 00:00:00'],
  ])('reads %s', (text, expected) => {
    expect(parse(text)).toBe(expected)
  })

  it.each([
    'before my birthday',
    'foo',
    '',
    '2018-13-01',
    '2018-01-01 25:00:00',
    'next blursday',
    '13pm',
    'noon 13:00',
  ])('refuses %s', (text) => {
    expect(parse(text)).toBe(false)
  })

  it('reads numbers as unix timestamps and refuses the epoch, like the plugin', () => {
    expect(parseTime('1514764800', NOW)).toBe(1514764800000)
    expect(parseTime(1514764800, NOW)).toBe(1514764800000)
    expect(parseTime('1970-01-01 00:00:00', NOW)).toBeUndefined()
    expect(parseTime(['2018-01-01'], NOW)).toBeUndefined()
  })
})

describe('time zones', () => {
  it('converts wall clocks to UTC and back, across daylight saving', () => {
    expect(formatDb(wallToUtc(parseDb('2026-01-15 12:00:00'), 'Europe/Paris'))).toBe('2026-01-15 11:00:00')
    expect(formatDb(wallToUtc(parseDb('2026-07-15 12:00:00'), 'Europe/Paris'))).toBe('2026-07-15 10:00:00')
    expect(formatDb(utcToWall(parseDb('2026-07-15 10:00:00'), 'Australia/Sydney'))).toBe('2026-07-15 20:00:00')
    // A time that does not exist (clocks jump at 2:00) moves forward; a repeated one takes the first.
    expect(formatDb(wallToUtc(parseDb('2026-03-08 02:30:00'), 'America/New_York'))).toBe('2026-03-08 07:30:00')
    expect(formatDb(wallToUtc(parseDb('2026-11-01 01:30:00'), 'America/New_York'))).toBe('2026-11-01 05:30:00')
    expect(formatDb(wallToUtc(parseDb('2026-01-15 12:00:00'), 'UTC+5.5'))).toBe('2026-01-15 06:30:00')
  })

  it('names zones as PHP does', () => {
    const winter = Date.parse('2026-01-15T12:00:00Z')
    const summer = Date.parse('2026-07-15T12:00:00Z')
    expect(timezoneAbbr('America/New_York', winter)).toBe('EST')
    expect(timezoneAbbr('America/New_York', summer)).toBe('EDT')
    expect(timezoneAbbr('Europe/Paris', summer)).toBe('CEST')
    expect(timezoneAbbr('Asia/Tokyo', summer)).toBe('JST')
    expect(timezoneAbbr('UTC', summer)).toBe('UTC')
    expect(timezoneAbbr('America/Sao_Paulo', summer)).toBe('-03')
    expect(timezoneAbbr('UTC+5.5', summer)).toBe('+0530')
    expect(isoWithOffset(parseDb('2017-01-05 14:23:36'), 'America/New_York')).toBe('2017-01-05T14:23:36-05:00')
  })

  it('knows valid zone names, exactly spelled, and manual offsets', () => {
    for (const zone of ['Europe/Paris', 'America/Argentina/Buenos_Aires', 'UTC', 'UTC+2', 'UTC-9.5'])
      expect(isValidTimezone(zone), zone).toBe(true)
    for (const zone of ['europe/paris', 'Mars/Olympus', '', 'UTC+99', 'GMT+2 ', 42])
      expect(isValidTimezone(zone), String(zone)).toBe(false)
  })
})

describe('PHP input', () => {
  it('parses query strings as PHP does', () => {
    const parsed = parseQueryString('a=1&a=2&b[]=x&b[]=y&c[k]=v&d[0][e]=f&g.h=i&j%20k=l&empty=&flag')
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({
      a: '2',
      b: ['x', 'y'],
      c: { k: 'v' },
      d: [{ e: 'f' }],
      g_h: 'i',
      j_k: 'l',
      empty: '',
      flag: '',
    })
    const hostile = parseQueryString('__proto__[x]=1&constructor[prototype][y]=2')
    expect(Object.getPrototypeOf(hostile)).toBeNull()
    expect(({} as Record<string, unknown>).x).toBeUndefined()
    expect(Object.keys(hostile).sort()).toEqual(['__proto__', 'constructor'])
  })

  it('reads CSV lists and arrays like the plugin', () => {
    expect(listToArray('1, 2 ,music,,')).toEqual([1, 2, 'music'])
    expect(listToArray(['3', 'x', ''])).toEqual([3, 'x'])
    expect(listToArray('')).toEqual([])
  })
})
