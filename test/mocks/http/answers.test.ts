import { afterEach, describe, expect, it } from 'vitest'
import {
  answerBytes,
  answerOnce,
  dependsOn,
  keptAnswers,
  keyedBy,
  setAnswerBudget,
} from '../../../mocks/http/answers.js'
import { type ApiRequest, bodyText, JsonText } from '../../../mocks/http/types.js'

afterEach(() => setAnswerBudget(undefined))

/** An answer whose body is `size` characters of JSON, counting how often it is rendered. */
function renderer(size: number) {
  let renders = 0
  return {
    render: () => {
      renders++
      return { status: 200, headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(size - 2) }
    },
    get renders() {
      return renders
    },
  }
}

describe('kept answers', () => {
  it('are rendered once per scope and key, kept as encoded bytes, and scopes do not meet', async () => {
    const scope = keptAnswers()
    const page = renderer(100)
    const first = await answerOnce(scope, 'page', page.render)
    const again = await answerOnce(scope, 'page', page.render)
    expect(page.renders).toBe(1)
    expect(again).toBe(first)
    expect(first.body).toBeInstanceOf(JsonText)
    expect(new TextDecoder().decode((first.body as JsonText).bytes)).toBe(bodyText(first))
    await answerOnce(keptAnswers(), 'page', page.render)
    expect(page.renders).toBe(2)
  })

  it('share one byte budget across scopes: past it, the least recently used go first', async () => {
    // Files of this project share the budget: what earlier ones kept goes first, so that the order is this test's.
    setAnswerBudget(0)
    setAnswerBudget(40_000)
    const [a, b, c] = [keptAnswers(), keptAnswers(), keptAnswers()]
    const pages = [renderer(5_000), renderer(5_000), renderer(5_000)]
    await answerOnce(a, 'p', pages[0]!.render)
    await answerOnce(b, 'p', pages[1]!.render)
    await answerOnce(a, 'p', pages[0]!.render)
    // Each entry weighs its bytes and its text (about 15 KB here): the third pushes out b's, the least recent.
    await answerOnce(c, 'p', pages[2]!.render)
    expect(answerBytes()).toBeLessThanOrEqual(40_000)
    await answerOnce(a, 'p', pages[0]!.render)
    await answerOnce(b, 'p', pages[1]!.render)
    expect(pages.map((page) => page.renders)).toEqual([1, 2, 1])
  })

  it('send an answer larger than the whole budget without keeping it', async () => {
    setAnswerBudget(1_000)
    const scope = keptAnswers()
    const huge = renderer(10_000)
    const before = answerBytes()
    expect(bodyText(await answerOnce(scope, 'huge', huge.render))).toHaveLength(10_000)
    await answerOnce(scope, 'huge', huge.render)
    expect(huge.renders).toBe(2)
    expect(answerBytes()).toBeLessThanOrEqual(Math.max(before, 1_000))
  })
})

describe('keys built from declarations', () => {
  const request = (target: string, params: Record<string, string> = {}, body?: string): ApiRequest => ({
    method: 'GET',
    url: new URL(target, 'http://standin.test'),
    headers: {},
    params,
    body,
    remoteAddress: undefined,
  })

  it('changes with each declared value, and values cannot run into each other', () => {
    const key = keyedBy('view', ['a', 'b'])
    const base = key.of({ a: 'x', b: 'y' })
    expect(key.of({ a: 'x', b: 'y' })).toBe(base)
    expect(key.of({ a: 'z', b: 'y' })).not.toBe(base)
    expect(key.of({ a: 'x', b: 'z' })).not.toBe(base)
    expect(key.of({ a: 'xy', b: '' })).not.toBe(key.of({ a: 'x', b: 'y' }))
    expect(keyedBy('other view', ['a', 'b']).of({ a: 'x', b: 'y' })).not.toBe(base)
  })

  it('reads only the declared parts of a request', () => {
    const key = dependsOn('read', { request: ['params', 'query'], own: ['who'] })
    const base = key.of(request('/items/1?page=2', { id: '1' }), { who: 'me' })
    expect(key.of(request('/ITEMS/1/?page=2', { id: '1' }, 'ignored'), { who: 'me' })).toBe(base)
    expect(key.of(request('/items/2?page=2', { id: '2' }), { who: 'me' })).not.toBe(base)
    expect(key.of(request('/items/1?page=3', { id: '1' }), { who: 'me' })).not.toBe(base)
    expect(key.of(request('/items/1?page=2', { id: '1' }), { who: 'you' })).not.toBe(base)
  })
})
