import fc from 'fast-check'
import {
  filterBoolean,
  isEmpty,
  isNumeric,
  isTruthy,
  isUrl,
  listToArray,
  parseQueryString,
  toInt,
} from '../../mocks/calendar/php.js'
import { formatDb, parseWallClock } from '../../mocks/calendar/dates.js'
import { strtotime } from '../../mocks/calendar/strtotime.js'
import { autop, sanitizeTitle, splitList, stripTags, summary } from '../../mocks/calendar/text.js'

/**
 * The inputs of the PHP oracle (scripts/record-php-oracle.ts) and which PHP function each of
 * our helpers stands for. The table it writes is checked by test/mocks/calendar/php-oracle.test.ts
 * with OURS, so adding an input here and recording again is all a new case takes.
 */

/** "Now" for the date cases: Friday 20 November 2026, 10:00 UTC (run.php has the same). */
const NOW = Date.UTC(2026, 10, 20, 10)
const dateText = (ms: number | undefined) => (ms === undefined ? false : formatDb(ms))

/** Our helper, and the PHP function (scripts/php-oracle/run.php) that is its oracle. */
export const OURS = {
  strtotime: { php: 'strtotime', run: (input: unknown) => dateText(strtotime(String(input), NOW)) },
  wallClock: {
    php: 'new DateTime',
    run: (input: unknown) => {
      const [zone = '', text = ''] = String(input).split('|')
      return dateText(parseWallClock(text, zone, NOW))
    },
  },
  sanitizeTitle: { php: 'sanitize_title', run: (input: unknown) => sanitizeTitle(String(input)) },
  stripTags: { php: 'wp_strip_all_tags', run: (input: unknown) => stripTags(String(input)) },
  summary: { php: 'wp_trim_words', run: (input: unknown) => summary(String(input)) },
  autop: { php: 'wpautop', run: (input: unknown) => autop(String(input)) },
  splitList: { php: 'preg_split', run: (input: unknown) => splitList(String(input)) },
  isNumeric: { php: 'is_numeric', run: isNumeric },
  isEmpty: { php: 'empty', run: isEmpty },
  toInt: { php: 'int', run: toInt },
  listToArray: { php: 'list_to_array', run: listToArray },
  isTruthy: { php: 'tribe_is_truthy', run: isTruthy },
  filterBoolean: { php: 'filter_boolean', run: filterBoolean },
  isUrl: { php: 'filter_url', run: isUrl },
  parseQueryString: { php: 'parse_str', run: (input: unknown) => parseQueryString(String(input)) },
} satisfies Record<string, { php: string; run: (input: never) => unknown }>

export type Helper = keyof typeof OURS
export interface Case {
  fn: Helper
  input: unknown
}

/** Text a client can send: entities, tags, Unicode (decomposed too), lone surrogates, long runs. */
const TEXT = [
  '',
  'Harbour Lights Concert',
  '  spaced   out  ',
  'Tom &amp; Jerry',
  'Caf&eacute; &#233; &#xE9; &nbsp;&bogus; &&; & ;',
  'a &amp b; c',
  'line\nbreak\r\nand\ttab',
  '<b>bold</b> <i>it</i>',
  '<a href="x>y">link</a>',
  "<a title='>'>quoted</a>",
  '1 < 2 and 3 > 2',
  '<<>> <<b>>',
  '<b unclosed',
  '<!-- a comment --> after',
  '<script>alert(1)</script>visible',
  '<style>p{}</style>styled',
  '<p>para</p><p>two</p>',
  'Crème brûlée',
  'Cre\u0300me bru\u0302le\u0301e',
  'Straße Æsir Øresund Œuvre Łódź Þór ðoð đ',
  'ÀÉÎÕÜ àéîõü ñ ç',
  'Ελληνικά Ω',
  'Привет мир',
  '東京 イベント',
  'emoji 😀 party 🎉',
  '\u00a0nbsp\u00a0inside\u00a0',
  'zero\u200bwidth',
  'line\u2028separator',
  'rtl \u202eevil',
  'lone \ud800 high',
  'lone \udfff low',
  '\ud800',
  'mixed café \ud800 end',
  'dots.in.title',
  'under_score - dash -- double',
  '100% sure %41 %zz %',
  'quote\'s "double"',
  '#hash @at !bang ?q=1&b=2',
  '---',
  '    ',
  '&'.repeat(300),
  '<'.repeat(300),
  `${'word '.repeat(70)}end`,
  'x'.repeat(2000),
]

const NUMBERS = [
  '0',
  '1',
  ' 1',
  '1 ',
  '\n1\n',
  '+1',
  '-1',
  '1.5',
  '.5',
  '5.',
  '1e3',
  '1E-2',
  '1e',
  '0x1A',
  '0b11',
  '1_000',
]
const NUMBERISH = [
  ...NUMBERS,
  '',
  ' ',
  'abc',
  '12abc',
  '١٢',
  '\u00a01',
  '9999999999999999999',
  '-9999999999999999999',
  '1e30',
  'NAN',
  'INF',
  '00',
  '0.0',
  '-0',
  0,
  1,
  -1,
  1.9,
  -1.9,
  true,
  false,
  null,
]

const TRUTHY = [
  'yes',
  'YES',
  ' yes ',
  'on',
  'On',
  'off',
  'y',
  'n',
  'no',
  'true',
  'TRUE',
  'false',
  'enable',
  'enabled',
  'disabled',
  '1',
  '0',
  '2',
  '',
  ' ',
  'anything',
  0,
  1,
  2,
  -1,
  0.5,
  true,
  false,
  null,
  [],
  ['x'],
  {},
]

const LISTS = [
  '',
  '0',
  0,
  '1,2,3',
  '1, 2 ,music,,',
  ' a , b ',
  'a,,b',
  ',',
  'a\t,\nb',
  'a\u00a0,\u00a0b',
  'rock%2Cjazz',
  'rock+jazz',
  '1.5,1e3, 7 ,x',
  'tag%20one,two',
  '%E2%82%AC,%zz',
  ['3', 'x', ''],
  [1, '', null, 'a'],
  { a: '1', b: 'two' },
  [],
  null,
]

const URLS = [
  'http://example.com',
  'https://example.com/path?q=1#top',
  'HTTP://EXAMPLE.COM',
  'example.com',
  'www.example.com',
  '//example.com',
  'mailto:a@example.com',
  'news:comp.lang.php',
  'file:///etc/passwd',
  'ftp://example.com/file',
  'javascript:alert(1)',
  'tel:+123',
  'http://',
  'http://exa mple.com',
  'http://例え.jp',
  'http://xn--r8jz45g.jp',
  'http://[::1]/',
  'http://127.0.0.1:8080/',
  'http://a_b.example/',
  'http://-a.example/',
  'http://example.com:99999/',
  'http://user:pass@example.com/',
  'http://example.com/<script>',
  'https://example.com/ümlaut',
  '',
  42,
  null,
]

const QUERIES = [
  'a=1&a=2',
  'b[]=x&b[]=y',
  'c[k]=v&c[j]=w',
  'd[0][e]=f',
  'g.h=i&j%20k=l',
  'a[=1',
  'a]=1',
  'a[b=1',
  'a[b]c=1',
  'a[ b]=1',
  'a b[c]=1',
  'a.b[c.d]=1',
  'a[][]=1&a[][]=2',
  'a[1]=x&a[]=y',
  'a[5]=x&a[]=y',
  'a[-1]=x&a[]=y',
  'x[1]=a&x[0]=b',
  'x[0]=a&x[1]=b',
  '__proto__[x]=1&constructor[prototype][y]=2',
  `deep${'[a]'.repeat(20)}=1`,
  '+=+',
  '%zz=1&ok=%zz',
  'a=%E9',
  'a=%C3%A9',
  '=x',
  '&&a=1&&',
  'flag',
  'empty=',
  '?q=1',
  'a=1;b=2',
  'a=x%26y%3Dz',
  '[a]=1',
  'a%5B%5D=1&a%5B%5D=2',
  'a=%00b&c=x%00y',
  'a%00b=1',
]

/** Every Latin letter with a mark WordPress may take off (Latin-1, Extended-A and B, Extended Additional). */
const LETTERS = [
  ...Array.from({ length: 0x250 - 0xc0 }, (_, index) => String.fromCharCode(0xc0 + index)),
  ...Array.from({ length: 0x100 }, (_, index) => String.fromCharCode(0x1e00 + index)),
].map((letter) => `a${letter}b`)

/** Strings made mostly of the characters the helpers turn on, the same on every recording. */
const FUZZ = fc.sample(
  fc.string({
    unit: fc.constantFrom(
      ...['<', '>', '/', '!', '-', '?', '&', ';', '#', '%', ',', '.', '"', "'", '\\', '=', '[', ']', '+'],
      ...[' ', '\n', '\r', '\t', '\v', '\f', '\0', '\u00a0', '\u2028', '\u200b'],
      ...['a', 'B', 'p', 'script', 'style', '1', '41', 'é', 'E\u0301', 'ß', 'Ω', '東', '😀', '\ud800', '\udc00'],
    ),
    maxLength: 24,
  }),
  { numRuns: 150, seed: 20261126 },
)

/** What clients send as dates (the calendar takes any text strtotime reads). */
const DATES = [
  ...['2018-01-01', '2018-01-01 15:00:00', '2018-01-01 15:00', '2018-01-01T15:00:00Z', '2018-01-01T15:00:00+02:00'],
  ...['2018-01-01T15:00:00.250-0500', '2018/01/05', '01/05/2018', '05.01.2018', '5-1-2018', 'January 5, 2018'],
  ...['5 Jan 2018 2pm', 'Dec 24', '1 Jan', 'Jan 2018', 'Sept 3rd', '3rd Sept 2019', 'now', 'today', 'midnight'],
  ...['noon', 'tomorrow', 'tomorrow 9am', 'tomorrow noon', 'noon tomorrow', 'yesterday 23:59', 'yesterday noon'],
  ...['+5 weeks', '+24 months', '-1 day', '3 days ago', '+1 week 2 days', '+1 fortnight', '-2 hours 30 minutes'],
  ...['next wednesday 4pm', 'friday', 'next friday', 'last friday', 'this friday', 'previous monday', 'sat'],
  ...['next month', 'last year', 'first day of next month', 'last day of this month', 'first day of january'],
  ...['12am', '12pm', '13pm', '0:30am', '9:15 p.m.', '23:59:60', '24:00', '2018-01-01 24:00:00', '2018-02-30'],
  ...['2018-02-29 12:00', '2018-13-01', '2018-01-01 25:00:00', '@1514764800', '@-1', '@1514764800.5'],
  ...['15:00 +0200', '15:00 Z', '15:00 UTC', 'GMT', '2018-01-01T15:00:00Z+1 day', 'monday next week'],
  ...['', 'foo', 'before my birthday', 'tomorrow tomorrow noon noon', 'next blursday', '20180105', '2018-W05'],
  ...['1st of January 2018', '9999-12-31 23:59:59', '0001-01-01', '1969-12-31 23:59:59', '  2018-01-01  '],
  ...['9am friday', 'friday 9am', 'noon today', 'today noon', '9am tomorrow', 'tomorrow +1 day', '+1 day tomorrow'],
  ...['midnight noon', '12:00 13:00', 'noon noon', '12:00 noon', 'noon 13:00', 'tomorrow yesterday', 'january'],
  ...[
    'next friday 9am',
    '9am next friday',
    'friday last week',
    'sunday this week',
    'next week',
    '0099-01-01',
    'this week',
    'last week 9am',
    'next week friday',
  ],
  ...['tomorrow 9am tomorrow', 'may', 'last day of february', 'first day of next year', '2016-02-29 +1 year'],
]

/** Wall clocks in a zone, around its clock changes and relative to now there (texts that name no zone of their own). */
const WALL_CLOCKS = [
  ...['Europe/Paris', 'Australia/Lord_Howe', 'America/New_York', 'Asia/Kolkata', 'UTC'].flatMap((zone) =>
    ['2015-10-25 02:40:00', '2015-03-29 02:30:00', 'tomorrow 9am', 'now', 'today', '+1 day'].map(
      (text) => `${zone}|${text}`,
    ),
  ),
  ...['2026-10-04 02:15:00', '2026-04-05 01:45:00'].map((text) => `Australia/Lord_Howe|${text}`),
  ...['2026-03-08 02:30:00', '2026-11-01 01:30:00'].map((text) => `America/New_York|${text}`),
]

export const CASES: Case[] = [
  ...DATES.map((input): Case => ({ fn: 'strtotime', input })),
  ...WALL_CLOCKS.map((input): Case => ({ fn: 'wallClock', input })),
  ...[...TEXT, ...FUZZ, ...LETTERS].map((input): Case => ({ fn: 'sanitizeTitle', input })),
  ...[...TEXT, ...FUZZ].map((input): Case => ({ fn: 'stripTags', input })),
  ...[...TEXT, ...FUZZ].map((input): Case => ({ fn: 'summary', input })),
  ...[...TEXT, ...FUZZ].map((input): Case => ({ fn: 'autop', input })),
  ...[...TEXT, ...FUZZ, 'a , b', 'a,b , c ,d', ' , ', 'x\t,\ty', 'x\u00a0,\u00a0y', ',,', ' lead, trail '].map(
    (input): Case => ({ fn: 'splitList', input }),
  ),
  ...NUMBERISH.map((input): Case => ({ fn: 'isNumeric', input })),
  ...NUMBERISH.map((input): Case => ({ fn: 'toInt', input })),
  ...[...TRUTHY, ...NUMBERS].map((input): Case => ({ fn: 'isEmpty', input })),
  ...TRUTHY.map((input): Case => ({ fn: 'isTruthy', input })),
  ...TRUTHY.map((input): Case => ({ fn: 'filterBoolean', input })),
  ...[...LISTS, ...FUZZ].map((input): Case => ({ fn: 'listToArray', input })),
  ...URLS.map((input): Case => ({ fn: 'isUrl', input })),
  ...[...QUERIES, ...FUZZ].map((input): Case => ({ fn: 'parseQueryString', input })),
]

/**
 * Zones whose transitions the table lists: both hemispheres, half and quarter hours, zones that
 * moved. (Not Africa/Casablanca: its future Ramadan transitions differ between PHP's time zone
 * data and Node's, which is data, not our arithmetic.)
 */
export const DATE_ZONES = [
  'Europe/Paris',
  'Europe/London',
  'Europe/Dublin',
  'Atlantic/Azores',
  'America/New_York',
  'America/St_Johns',
  'America/Santiago',
  'America/Sao_Paulo',
  'America/Havana',
  'Asia/Tehran',
  'Asia/Jerusalem',
  'Australia/Sydney',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Apia',
  'Antarctica/Troll',
]
