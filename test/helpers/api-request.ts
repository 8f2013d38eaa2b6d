import type { ApiRequest } from '../../mocks/http/types.js'

/** A request as the hosts hand it to the levers and the pipeline: on standin.test, no body unless given. */
export const apiRequest = (method: string, target: string, fields: Partial<ApiRequest> = {}): ApiRequest => ({
  method,
  url: new URL(target, 'http://standin.test'),
  params: {},
  headers: {},
  body: undefined,
  remoteAddress: undefined,
  ...fields,
})
