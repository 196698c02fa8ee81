/**
 * What the HTTP server allows a client (issue 24 §13): a request's headers within
 * HTTP_HEADERS_TIMEOUT_S (20 s), the whole request within HTTP_REQUEST_TIMEOUT_S (120 s: a 25 MB
 * upload over a poor line still fits), an idle kept-alive connection HTTP_KEEPALIVE_TIMEOUT_S (5 s),
 * and MAX_CONNECTIONS at once. Node's defaults held a trickled body 300 s, headers 60 s, and took
 * any number of connections. Node checks the first two every `connectionsCheckingInterval`, which
 * is set to a fraction of them so that a slow client is cut off close to its limit.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Config } from '../config.ts';

export function httpServerOptions({ http }: Config): ServerOptions {
  return {
    headersTimeout: http.headersTimeoutMs,
    requestTimeout: http.requestTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(http.headersTimeoutMs / 4))),
  };
}

/** Limits that are set on the server once it exists. */
export function limitConnections(server: Server, { http }: Config): void {
  server.maxConnections = http.maxConnections;
}
