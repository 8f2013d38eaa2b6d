import { calendarApi } from '../calendar/routes.js'
import type { MockContext } from './context.js'
import type { Api } from '../http/types.js'
import { identityApi } from '../identity/routes.js'

/** Every API standin serves; both hosts read only this list. */
export const apis: ReadonlyArray<Api<MockContext>> = [identityApi, calendarApi]
