import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { folderGraph, MAP, mermaid, withBlock } from '../../scripts/house-map.js'

/** docs/guides/house-map.md's diagram is what the imports draw today (`npm run house:map` redraws it). */

describe('the house map', () => {
  it('shows the folder graph the code has', () => {
    const page = readFileSync(MAP, 'utf8')
    expect(page, 'run `npm run house:map` and commit the page').toBe(withBlock(page, mermaid(folderGraph())))
  })

  it('draws an arrow per importing folder pair, the behaviour below its hosts', () => {
    const edges = folderGraph()
    expect(edges).toContainEqual(['server', 'mocks/http'])
    expect(edges).toContainEqual(['mocks/http', 'mocks/store'])
    expect(edges).not.toContainEqual(['mocks/store', 'mocks/http'])
    expect(mermaid([['a/b', 'c']])).toBe('```mermaid\nflowchart TD\n  a_b["a/b/"]\n  c["c/"]\n  a_b --> c\n```')
  })
})
