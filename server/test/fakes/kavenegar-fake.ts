/**
 * A local stand-in for Kavenegar's REST API that speaks its documented protocol: form-encoded
 * POSTs to `/v1/{API key}/verify/lookup.json` and `/v1/{API key}/sms/send.json`, answered with
 * `{ return: { status, message }, entries }`, the HTTP status being `return.status`. It records
 * what it received (tests read the one-time code from it, as a phone would), keeps `localid`s as
 * the provider does, and can be told how to misbehave next.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { dialledMobile } from '../../../shared/phone.ts';

export type FakeSms = { kind: 'lookup' | 'send'; receptor: string; token?: string; template?: string; sender?: string; message?: string; localid?: string };

/** How the next call goes wrong: a documented refusal, silence past the client's timeout, a cut connection, or an answer that is not the protocol. */
export type FakeMisbehaviour = { status: number } | 'hang' | 'cut' | 'malformed';

export type KavenegarFake = {
  /** The base URL to configure (KAVENEGAR_BASE_URL). */
  url: string;
  apiKey: string;
  received: FakeSms[];
  /** Calls made, including refused ones. */
  calls: number;
  /** The code last sent to a number (`09…` or national), as the member's phone would show it. */
  codeFor(mobile: string): string | null;
  /** The next `count` calls misbehave so. */
  misbehave(how: FakeMisbehaviour, count?: number): void;
  close(): Promise<void>;
};

const MESSAGES: Record<number, string> = { 200: 'تایید شد', 403: 'کد شناسایی API-Key معتبر نمی‌باشد', 411: 'گیرنده نامعتبر است', 418: 'اعتبار حساب شما کافی نیست', 424: 'الگوی مورد نظر پیدا نشد' };

const national = (mobile: string) => mobile.replace(/^(\+98|0098|0)/, '');

export async function startKavenegarFake(apiKey = 'fake-kavenegar-key'): Promise<KavenegarFake> {
  const received: FakeSms[] = [];
  const byLocalId = new Map<string, number>();
  const plan: FakeMisbehaviour[] = [];
  const sockets = new Set<Socket>();
  let calls = 0;
  let nextId = 8_792_343;

  const answer = (res: ServerResponse, status: number, entries: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ return: { status, message: MESSAGES[status] ?? 'خطا' }, entries }));
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    calls++;
    let body = '';
    for await (const chunk of req) body += chunk;
    const how = plan.shift();
    if (how === 'hang') return; // never answers; the connection is closed by the client or at close()
    if (how === 'cut') return req.socket.destroy();
    if (how === 'malformed') {
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<html><body>Bad Gateway</body></html>');
    }
    const m = /^\/v1\/([^/]+)\/(verify\/lookup|sms\/send)\.json$/.exec(req.url ?? '');
    if (req.method !== 'POST') return answer(res, 405, null);
    if (!m) return answer(res, 404, null);
    if (decodeURIComponent(m[1]!) !== apiKey) return answer(res, 403, null);
    if (how) return answer(res, how.status, null);
    const form = new URLSearchParams(body);
    const receptor = form.get('receptor') ?? '';
    if (!/^09\d{9}$/.test(receptor)) return answer(res, 411, null);
    const entry = (sms: FakeSms) => ({ messageid: nextId++, message: sms.message ?? `code ${sms.token}`, status: 5, statustext: 'ارسال به مخابرات', sender: sms.sender ?? '10004346', receptor, date: Math.floor(Date.now() / 1000), cost: 120 });
    if (m[2] === 'verify/lookup') {
      const token = form.get('token') ?? '';
      const template = form.get('template') ?? '';
      if (!token || !template) return answer(res, 406, null);
      const sms: FakeSms = { kind: 'lookup', receptor, token, template };
      received.push(sms);
      return answer(res, 200, [entry(sms)]);
    }
    const message = form.get('message') ?? '';
    const sender = form.get('sender') ?? '';
    const localid = form.get('localid') ?? undefined;
    if (!message || !sender) return answer(res, 406, null);
    // A localid seen before: the provider answers the message it has, and sends nothing again.
    if (localid && byLocalId.has(localid)) return answer(res, 200, [entry(received[byLocalId.get(localid)!]!)]);
    const sms: FakeSms = { kind: 'send', receptor, sender, message, ...(localid ? { localid } : {}) };
    received.push(sms);
    if (localid) byLocalId.set(localid, received.length - 1);
    return answer(res, 200, [entry(sms)]);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    received,
    get calls() {
      return calls;
    },
    codeFor(mobile) {
      const to = dialledMobile(national(mobile));
      return received.findLast((s) => s.kind === 'lookup' && s.receptor === to)?.token ?? null;
    },
    misbehave(how, count = 1) {
      for (let i = 0; i < count; i++) plan.push(how);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
