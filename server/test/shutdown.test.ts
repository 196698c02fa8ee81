/**
 * Operations (issue 13 §4): the probes an orchestrator reads, and a graceful stop. The real server
 * in a process of its own gets SIGTERM while a request is half sent: it stops accepting new
 * connections, that request is answered in full, and the process then closes its database and
 * exits cleanly. On PGlite, and with DATABASE_URL on a fresh PostgreSQL database.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { processDatabase, serverReady, startServerProcess, testPort } from './server-process.ts';

// Each process test's ports are its own (server-process.ts): two files run at once.
const PORT = testPort(5100, 100);
const base = `http://127.0.0.1:${PORT}`;
const journal = JSON.parse(fs.readFileSync(path.resolve(path.dirname(new URL(import.meta.url).pathname), '../db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

const database = processDatabase('shutdown');

/** A POST whose body is sent in two halves; the second when `finish` is called. Resolves with the status and the body. */
function halfSentRequest(pathname: string, body: string) {
  let finish = () => {};
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-api-key': 'demo-storefront-key' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    req.flushHeaders();
    finish = () => req.end(body.slice(half));
  });
  return { answered, finish: () => finish() };
}

describe('operations', () => {
  it('answers the probes, and at SIGTERM finishes the request in flight, refuses new ones and exits cleanly', async () => {
    const server = startServerProcess({ port: PORT, ...database });
    let stderr = '';
    server.stderr?.on('data', (d) => (stderr += d));
    await serverReady(base, server);

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    const readiness = await fetch(`${base}/readyz`);
    expect(readiness.status).toBe(200);
    // With what the instance holds of the catalogue in memory so far (its build may still be under way).
    expect(await readiness.json()).toEqual({ status: 'ready', migrations: journal.entries.length, catalogue: { indexed: expect.any(Number), packed: expect.any(Number), packing: expect.any(Boolean) } });

    // A request is half sent when the orchestrator stops the server.
    const inFlight = halfSentRequest('/v1/member/en/otp/send', JSON.stringify({ mobile_number: '0912', captcha_id: 'x', captcha_value: 'y' }));
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    // New connections are refused meanwhile.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    // The one in flight is answered in full (the server's own answer to what it was sent).
    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { status_code: 400 } });
    // Then the process closes its database and exits cleanly.
    expect(await exited).toBe(0);
    expect(stderr).not.toMatch(/error/i);

    // The database it closed opens again, intact.
    const again = startServerProcess({ port: PORT, ...database });
    try {
      await serverReady(base, again);
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
    } finally {
      const gone = new Promise((r) => again.once('exit', r));
      again.kill('SIGTERM');
      await gone;
    }
    // Two boots of a server process (migrations, the demo's seed on PGlite) and a stop: 10-20 s on a
    // quiet 2-core machine, past 30 s on a busy one.
  }, 90_000);
});
