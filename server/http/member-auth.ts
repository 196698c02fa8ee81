/** Member endpoints: a valid Bearer access token, or 401 in the error shape. */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { verifyAccessToken } from '../modules/auth/tokens.ts';
import { ApiError } from './errors.ts';

export const requireMember: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const token = /^Bearer (.+)$/i.exec(header)?.[1];
  if (!token) throw new ApiError(401, 'Sign in first: a Bearer access token is required');
  const memberId = await verifyAccessToken(await c.var.auth.secret(), token);
  if (!memberId) throw new ApiError(401, 'The access token is invalid or expired');
  c.set('memberId', memberId);
  await next();
};
