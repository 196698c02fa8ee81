/** A member's read: the API call with the access token read from the session at call time. */
import { apiSend, type Query } from '../../api/client.ts';
import { currentAccessToken } from './session-view.ts';

export const memberGet = <T>(path: string, query?: Query) => apiSend<T>('GET', path, { token: currentAccessToken(), ...(query ? { query } : {}) });
