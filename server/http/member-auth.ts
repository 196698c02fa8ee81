/**
 * Member endpoints: a valid Bearer access token of a session still open (not signed out, its
 * member still there), or 401 in the error shape.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { sessionAlive, verifyAccessToken } from '../modules/auth/tokens.ts';
import { ApiError } from './errors.ts';

export const requireMember: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const token = /^Bearer (.+)$/i.exec(header)?.[1];
  if (!token) throw new ApiError(401, 'Sign in first: a Bearer access token is required');
  const claims = await verifyAccessToken(await c.var.auth.secret(), token);
  if (!claims) throw new ApiError(401, 'The access token is invalid or expired');
  if (!(await sessionAlive(c.var.db, claims.memberId, claims.familyId))) throw new ApiError(401, 'This session has ended; sign in again');
  c.set('memberId', claims.memberId);
  c.set('sessionId', claims.familyId);
  await next();
};
