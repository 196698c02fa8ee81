/**
 * A local stand-in for Zarinpal's payment gateway (v4) that speaks its documented protocol: JSON
 * POSTs to `/pg/v4/payment/{request,verify,inquiry,reverse}.json` answered `{ data, errors }`, and
 * the StartPay page, whose Pay and Cancel send the browser back to the callback URL with
 * `Authority` and `Status`. A transaction goes created → paid (the member paid at the bank) →
 * verified (our verify call), or failed, or reversed. Tests drive the page as a browser would (or
 * `pay()` for a member who paid and closed the tab) and can tell it how to misbehave next.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

type Txn = { authority: string; amount: number; callbackUrl: string; metadata: unknown; status: 'created' | 'paid' | 'verified' | 'failed' | 'reversed'; refId: number | null; verifiedAt: number | null };
export type FakeMisbehaviour = { code: number } | 'hang' | 'cut' | 'malformed';
type Method = 'request' | 'verify' | 'inquiry' | 'reverse';

export type ZarinpalFake = {
  url: string;
  merchantId: string;
  /** Every API call, in order. */
  calls: { method: Method; body: Record<string, unknown> }[];
  transaction(authority: string): Txn | undefined;
  /** The member pays at the bank: answers the URL the bank sends the browser back to. */
  pay(authority: string): string;
  /** The member cancels at the bank. */
  cancel(authority: string): string;
  /** The next `count` API calls (of `method`, or any) misbehave so. */
  misbehave(how: FakeMisbehaviour, opts?: { count?: number; method?: Method }): void;
  /** How long after its verify a payment may still be reversed (the provider's window). */
  reverseWindowMs: number;
  close(): Promise<void>;
};

const ERRORS: Record<number, string> = { [-9]: 'The input params invalid, validation error.', [-10]: 'Terminal is not valid.', [-50]: 'Session is not valid, amounts values is not the same.', [-51]: 'Session is not valid, session is not active paid try.', [-54]: 'Invalid authority.', [-61]: 'Session is not in success status.', [-63]: 'Maximum time for reverse this session is expired.' };

export async function startZarinpalFake(merchantId = '1344b5d4-0048-11e8-94db-005056a205be'): Promise<ZarinpalFake> {
  const txns = new Map<string, Txn>();
  const calls: ZarinpalFake['calls'] = [];
  const plan: { how: FakeMisbehaviour; method: Method | undefined }[] = [];
  const sockets = new Set<Socket>();
  let nextRef = 201_000_000;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const ok = (res: ServerResponse, data: Record<string, unknown>) => json(res, 200, { data, errors: [] });
  const fail = (res: ServerResponse, code: number) => json(res, code === -9 ? 422 : 400, { data: [], errors: { code, message: ERRORS[code] ?? 'Error', validations: [] } });
  const back = (t: Txn, status: 'OK' | 'NOK') => `${t.callbackUrl}${t.callbackUrl.includes('?') ? '&' : '?'}Authority=${t.authority}&Status=${status}`;

  const fake: ZarinpalFake = {
    url: '',
    merchantId,
    calls,
    reverseWindowMs: 30 * 60_000,
    transaction: (a) => txns.get(a),
    pay(authority) {
      const t = txns.get(authority)!;
      if (t.status === 'created') t.status = 'paid';
      return back(t, 'OK');
    },
    cancel(authority) {
      const t = txns.get(authority)!;
      if (t.status === 'created') t.status = 'failed';
      return back(t, 'NOK');
    },
    misbehave(how, opts = {}) {
      for (let i = 0; i < (opts.count ?? 1); i++) plan.push({ how, method: opts.method });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  async function api(req: IncomingMessage, res: ServerResponse, method: Method) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return fail(res, -9);
    }
    calls.push({ method, body });
    const planned = plan.findIndex((p) => !p.method || p.method === method);
    if (planned >= 0) {
      const { how } = plan.splice(planned, 1)[0]!;
      if (how === 'hang') return;
      if (how === 'cut') return req.socket.destroy();
      if (how === 'malformed') {
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<html><body>502 Bad Gateway</body></html>');
      }
      return fail(res, how.code);
    }
    if (body.merchant_id !== merchantId) return fail(res, -10);
    if (method === 'request') {
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1000 || typeof body.callback_url !== 'string' || !/^https?:\/\//.test(body.callback_url) || typeof body.description !== 'string' || (body.currency !== undefined && body.currency !== 'IRR' && body.currency !== 'IRT')) {
        return fail(res, -9);
      }
      const authority = `A${randomBytes(18).toString('hex').slice(0, 35)}`;
      txns.set(authority, { authority, amount, callbackUrl: body.callback_url, metadata: body.metadata, status: 'created', refId: null, verifiedAt: null });
      return ok(res, { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 });
    }
    const t = typeof body.authority === 'string' ? txns.get(body.authority) : undefined;
    if (!t) return fail(res, -54);
    if (method === 'verify') {
      if (t.status === 'verified') return ok(res, { code: 101, message: 'Verified', card_hash: 'hash', card_pan: '502229******5995', ref_id: t.refId, fee_type: 'Merchant', fee: 0 });
      if (t.status !== 'paid') return fail(res, -51);
      if (body.amount !== t.amount) return fail(res, -50);
      t.status = 'verified';
      t.refId = nextRef++;
      t.verifiedAt = Date.now();
      return ok(res, { code: 100, message: 'Paid', card_hash: 'hash', card_pan: '502229******5995', ref_id: t.refId, fee_type: 'Merchant', fee: 0 });
    }
    if (method === 'inquiry') {
      const status = { created: 'IN_BANK', paid: 'PAID', verified: 'VERIFIED', failed: 'FAILED', reversed: 'REVERSED' }[t.status];
      return ok(res, { code: 100, message: 'Success', status });
    }
    // reverse
    if (t.status !== 'verified') return fail(res, -61);
    if (Date.now() - t.verifiedAt! > fake.reverseWindowMs) return fail(res, -63);
    t.status = 'reversed';
    return ok(res, { code: 100, message: 'Reversed' });
  }

  function startPay(res: ServerResponse, authority: string, action: string | undefined) {
    const t = txns.get(authority);
    if (!t) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>Zarinpal</title><p>Invalid authority</p>');
    }
    if (action === 'pay' || action === 'cancel') {
      res.writeHead(302, { location: action === 'pay' ? fake.pay(authority) : fake.cancel(authority) });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>درگاه پرداخت زرین‌پال (آزمایشی)</title></head>
<body><main><h1>درگاه پرداخت زرین‌پال (آزمایشی)</h1><p>مبلغ: <bdi>${t.amount}</bdi> ریال</p>
<form method="post" action="/pg/StartPay/${authority}/pay"><button type="submit">پرداخت</button></form>
<form method="post" action="/pg/StartPay/${authority}/cancel"><button type="submit">انصراف</button></form></main></body></html>`);
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const api_ = /^\/pg\/v4\/payment\/(request|verify|inquiry|reverse)\.json$/.exec(path);
    if (api_ && req.method === 'POST') return void api(req, res, api_[1] as Method);
    const page = /^\/pg\/StartPay\/([A-Za-z0-9]+)(?:\/(pay|cancel))?$/.exec(path);
    if (page) return startPay(res, page[1]!, page[2]);
    json(res, 404, { data: [], errors: { code: -404, message: 'Not found' } });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
