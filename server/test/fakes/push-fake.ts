/**
 * A local push service (RFC 8030) for tests, as a browser's push service behaves towards an
 * application server: HTTPS (its own self-signed certificate; `agent` trusts it), a POST to a
 * subscription's endpoint with the payload encrypted to the subscription's keys (RFC 8291,
 * aes128gcm) and a VAPID token (RFC 8292) that must be signed by the key the subscription was
 * made with, for the endpoint's origin, and not expire in more than 24 h: else 403, as FCM and
 * Mozilla answer. Accepted messages get 201, are decrypted with the device's private key (the
 * browser's part) and recorded. A device can be unsubscribed (then 410), and the next calls can
 * be made to misbehave.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import ece from 'http_ece';
import { generate } from 'selfsigned';

/** A browser's push subscription (PushSubscription.toJSON()), with what the browser keeps to itself. */
export type FakeDevice = { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
export type FakePush = {
  device: string;
  /** The decrypted payload, as the service worker's push event would read it. */
  payload: string;
  ttl: number;
  topic: string | null;
  urgency: string | null;
};
export type PushMisbehaviour = { status: number } | 'hang';

export type PushServiceFake = {
  url: string;
  /** PUSH_SERVICE_HOSTS for a server using it. */
  host: string;
  /** Trusts the fake's certificate (the server's WebPushSender is given it). */
  agent: Agent;
  /** A new browser subscribing with `applicationServerKey` (the server's VAPID public key). */
  subscribe(applicationServerKey: string): FakeDevice;
  /** The browser unsubscribed (or the app was removed): the endpoint answers 410 from now on. */
  unsubscribe(device: FakeDevice): void;
  received: FakePush[];
  /** Every POST, including refused ones. */
  calls: number;
  misbehave(how: PushMisbehaviour, count?: number): void;
  close(): Promise<void>;
};

type Subscription = { ecdh: ECDH; auth: Buffer; serverKey: string; gone: boolean };

/** Checks a `vapid t=…, k=…` Authorization header as a push service does; answers what is wrong, or null. */
function vapidProblem(header: string | undefined, sub: Subscription, audience: string): string | null {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!m) return 'no VAPID authorization';
  const [, token, key] = m;
  if (key !== sub.serverKey) return 'the VAPID key is not the one the subscription was made with';
  const [h, p, s] = token!.split('.') as [string, string, string];
  const pub = Buffer.from(key, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33).toString('base64url') };
  const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  if (!ok) return 'the VAPID signature does not verify';
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== audience) return `the VAPID audience is not ${audience}`;
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600 + 60) return 'the VAPID token is expired or lives past 24 h';
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return 'the VAPID subject is not a contact';
  return null;
}

export async function startPushServiceFake(): Promise<PushServiceFake> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const subs = new Map<string, Subscription>();
  const received: FakePush[] = [];
  const plan: PushMisbehaviour[] = [];
  const sockets = new Set<Socket>();
  let calls = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    calls++;
    const answer = (status: number, text = '') => res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
    const next = plan.shift();
    if (next === 'hang') return; // never answers
    if (next) return answer(next.status, 'misbehaving as told');
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const sub = id ? subs.get(id) : undefined;
    if (req.method !== 'POST' || !sub) return answer(404, 'no such subscription');
    if (sub.gone) return answer(410, 'push subscription has unsubscribed or expired');
    const problem = vapidProblem(req.headers.authorization, sub, url);
    if (problem) return answer(403, problem);
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return answer(400, 'TTL header missing or invalid');
    if (req.headers['content-encoding'] !== 'aes128gcm') return answer(415, 'content-encoding must be aes128gcm');
    const body = Buffer.concat(chunks);
    if (body.length > 4096) return answer(413, 'payload too large');
    let payload: string;
    try {
      payload = (ece.decrypt(body, { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.auth }) as Buffer).toString('utf8');
    } catch {
      return answer(400, 'the payload does not decrypt with the subscription keys');
    }
    received.push({ device: id!, payload, ttl, topic: (req.headers.topic as string | undefined) ?? null, urgency: (req.headers.urgency as string | undefined) ?? null });
    res.writeHead(201, { location: `${url}/message/${received.length}` }).end();
  };

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    host: '127.0.0.1',
    agent: new Agent({ ca: pems.cert, keepAlive: false }),
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(12).toString('base64url');
      subs.set(id, { ecdh, auth, serverKey: applicationServerKey, gone: false });
      return { id, endpoint: `${url}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    unsubscribe(device) {
      subs.get(device.id)!.gone = true;
    },
    received,
    get calls() {
      return calls;
    },
    misbehave(how, count = 1) {
      for (let i = 0; i < count; i++) plan.push(how);
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
