/** A member's call: the API call with the access token read from the session at call time. */
import type { CallName } from '../../../contract/calls.ts';
import { apiCall, type CallInput, type CallOptions } from '../../device/api/client.ts';
import { currentAccessToken } from './session-view.ts';

export const memberCall = <N extends CallName>(name: N, input: CallInput<N>, opts: Omit<CallOptions, 'token'> = {}) =>
  apiCall(name, input, { ...opts, token: currentAccessToken() });
