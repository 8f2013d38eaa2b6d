import { describe, expect, it } from 'vitest'
import { pipelineMessages, SESSION_HEADER } from '../../../mocks/pipeline/messages.js'

describe('pipelineMessages', () => {
  it('the session header is lower-case, as hosts hand headers over', () => {
    expect(SESSION_HEADER).toBe(SESSION_HEADER.toLowerCase())
    expect(pipelineMessages.invalidSession.toLowerCase()).toContain(SESSION_HEADER)
  })

  it('a missing host speaks of the request target, a bad one quotes it', () => {
    expect(pipelineMessages.invalidHost(undefined)).toBe('The request target does not name a valid address.')
    expect(pipelineMessages.invalidHost('')).toBe(pipelineMessages.invalidHost(undefined))
    expect(pipelineMessages.invalidHost('bad host')).toContain('The Host header "bad host" is not a valid host name')
  })

  it('quotes what the client sent as a JSON string, cut at 100 characters', () => {
    expect(pipelineMessages.unknownSession('a"b\nc')).toContain('There is no session "a\\"b\\nc":')
    const long = pipelineMessages.invalidHost('h'.repeat(500))
    expect(long).toContain(`"${'h'.repeat(100)}…"`)
    expect(long).not.toContain('h'.repeat(101))
    expect(pipelineMessages.unknownSession('s'.repeat(100))).toContain(`"${'s'.repeat(100)}"`)
    expect(pipelineMessages.unknownSession('s'.repeat(101))).toContain(`"${'s'.repeat(100)}…"`)
  })

  it('names the session limit and how to free one', () => {
    expect(pipelineMessages.sessionsFull(64)).toBe(
      'Too many sessions (limit 64); end one with DELETE /__standin/sessions/<id> or wait for the idle timeout.',
    )
  })
})
