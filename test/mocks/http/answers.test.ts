import { afterEach, describe, expect, it } from 'vitest'
import { answerBytes, answerOnce, keptAnswers, setAnswerBudget } from '../../../mocks/http/answers.js'
import { bodyText, JsonText } from '../../../mocks/http/types.js'

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
