/** A member's call: the API call with the access token read from the session at call time. */
import type { CallName } from '../../../contract/calls.ts';
import { apiCall, apiRead, type CallInput, type CallOptions, type Read } from '../../device/api/client.ts';
import { currentAccessToken } from './session-view.ts';

export const memberCall = <N extends CallName>(name: N, input: CallInput<N>, opts: Omit<CallOptions, 'token'> = {}) =>
  apiCall(name, input, { ...opts, token: currentAccessToken() });

/** A member's read (client.ts `Read`), with the access token read at call time. */
export const memberRead = <N extends CallName>(r: Read<N>, opts: Omit<CallOptions, 'token'> = {}) => apiRead(r, { ...opts, token: currentAccessToken() });
