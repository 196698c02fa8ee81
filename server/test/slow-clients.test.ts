/**
 * Slow and many clients (issue 24 §13): the real server in its own process with short limits. A
 * client that trickles its headers, or its body, is cut off near the limit (Node's defaults held
 * them 60 s and 300 s); connections beyond MAX_CONNECTIONS are closed as they arrive, and the
 * server goes on serving.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { processDatabase, serverReady, startServerProcess, testPort } from './server-process.ts';

// Each process test's ports are its own (server-process.ts): two files run at once.
const PORT = testPort(5000, 100);
const base = `http://127.0.0.1:${PORT}`;
const database = processDatabase('slow');
let server: ChildProcess;

beforeAll(async () => {
  server = startServerProcess({ port: PORT, ...database, env: { HTTP_HEADERS_TIMEOUT_S: '1', HTTP_REQUEST_TIMEOUT_S: '2', MAX_CONNECTIONS: '4' } });
  await serverReady(base, server);
}, 120_000);
afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
});

/** Opens a connection and resolves with how long the server kept it (ms), writing `drip` every 200 ms. */
function heldFor(first: string, drip: string | null): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(PORT, '127.0.0.1', () => socket.write(first));
    const timer = drip === null ? undefined : setInterval(() => socket.writable && socket.write(drip), 200);
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    });
    // A bound for the test itself: Node's defaults would hold the client for minutes.
    setTimeout(() => socket.destroy(), 20_000).unref();
  });
}

describe('slow and many clients', () => {
  it('cuts off a client that trickles its headers, or its body, near the limit', async () => {
    const headers = await heldFor('GET /api/ip HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n');
    expect(headers).toBeLessThan(4_000);
    const body = await heldFor('POST /api/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n', ' ');
    expect(body).toBeLessThan(5_000);
    expect((await fetch(`${base}/api/ip`)).ok).toBe(true);
  }, 30_000);

  it('closes connections beyond MAX_CONNECTIONS at once, and serves again when they go', async () => {
    const sockets: net.Socket[] = [];
    const closedAt: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 7; i++) {
      const s = net.connect(PORT, '127.0.0.1');
      s.on('error', () => {});
      s.on('close', () => closedAt.push(Date.now() - started));
      sockets.push(s);
    }
    await new Promise((r) => setTimeout(r, 500));
    // Three over the limit are gone already, long before the 1 s header limit.
    expect(closedAt.filter((ms) => ms < 500).length).toBeGreaterThanOrEqual(3);
    for (const s of sockets) s.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect((await fetch(`${base}/api/ip`)).ok).toBe(true);
  }, 30_000);
});
