/**
 * One-time codes and messages through Kavenegar (issue 27 §1), against a local fake that speaks
 * the provider's documented protocol: the adapter's calls and its reading of each answer, and what
 * a member meets through the real API when the provider refuses, hangs, cuts the line or answers
 * nonsense. Nothing here reaches the internet.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../ops/log.ts';
import { fileHarness } from '../../test/harness.ts';
import { startKavenegarFake, type KavenegarFake } from '../../test/fakes/kavenegar-fake.ts';
import { freshMobile, signInHelpers } from '../../test/sign-in.ts';
import { KavenegarSms } from './kavenegar.ts';
import { SmsError } from './sms.ts';
import { mentions } from '../../test/mentions.ts';

let fake: KavenegarFake;
beforeAll(async () => {
  fake = await startKavenegarFake();
});
afterAll(() => fake.close());

const TIMEOUT_MS = 400;
const adapter = (apiKey = fake.apiKey) => new KavenegarSms({ apiKey, otpTemplate: 'medsupply-signin', sender: '10004346', baseUrl: fake.url, timeoutMs: TIMEOUT_MS });

async function failure(p: Promise<unknown>): Promise<SmsError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsError);
  return err as SmsError;
}

describe('the Kavenegar adapter', () => {
  it('sends a code through the verify lookup, with its template, to the number in its 09 form', async () => {
    await adapter().sendCode('9121110001', '482913');
    expect(fake.received.at(-1)).toEqual({ kind: 'lookup', receptor: '09121110001', token: '482913', template: 'medsupply-signin' });
  });

  it('sends other messages from the line, once per local id however often it is asked', async () => {
    const before = fake.received.length;
    await adapter().send('9121110002', 'سفارش ۱۰۴۲ پرداخت شد.', 'order-1042-paid');
    await adapter().send('9121110002', 'سفارش ۱۰۴۲ پرداخت شد.', 'order-1042-paid');
    expect(fake.received.slice(before)).toEqual([{ kind: 'send', receptor: '09121110002', sender: '10004346', message: 'سفارش ۱۰۴۲ پرداخت شد.', localid: 'order-1042-paid' }]);
  });

  it('reads a refusal by its documented status, and says neither the number nor the code nor the key', async () => {
    fake.misbehave({ status: 418 });
    const credit = await failure(adapter().sendCode('9121110003', '111222'));
    expect([credit.kind, credit.providerStatus]).toEqual(['refused', 418]);
    expect(credit.message).toMatch(/418 account credit insufficient/);
    const wrongKey = await failure(adapter('not-the-key').sendCode('9121110003', '111222'));
    expect([wrongKey.kind, wrongKey.providerStatus]).toEqual(['refused', 403]);
    const receptor = await failure(adapter().sendCode('12345', '111222'));
    expect(receptor.kind).toBe('receptor');
    for (const e of [credit, wrongKey, receptor]) expect(e.message).not.toMatch(/9121110003|111222|not-the-key|fake-kavenegar-key/);
  });

  it('retries a cut connection once, and does not retry a request that timed out', async () => {
    fake.misbehave('cut');
    let calls = fake.calls;
    await adapter().sendCode('9121110004', '333444');
    expect(fake.calls - calls).toBe(2);
    expect(fake.codeFor('09121110004')).toBe('333444');

    fake.misbehave('cut', 2);
    calls = fake.calls;
    expect((await failure(adapter().sendCode('9121110004', '333445'))).kind).toBe('unavailable');
    expect(fake.calls - calls).toBe(2);

    fake.misbehave('hang');
    calls = fake.calls;
    const started = Date.now();
    const hung = await failure(adapter().sendCode('9121110004', '333446'));
    expect(hung.kind).toBe('unavailable');
    expect(hung.message).toMatch(/no answer within 400 ms/);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 5);
    expect(fake.calls - calls).toBe(1);
  });

  it('takes an answer outside the protocol as the provider not answering', async () => {
    fake.misbehave('malformed');
    const e = await failure(adapter().sendCode('9121110005', '555666'));
    expect(e.kind).toBe('unavailable');
    expect(e.message).toMatch(/not JSON/);
  });
});

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

// Demo mode keeps the captcha's answer readable; the code goes through the provider (its fake).
const h = fileHarness(
  () => ({ trustProxy: 1, sms: { provider: 'kavenegar', apiKey: fake.apiKey, otpTemplate: 'medsupply-signin', sender: '10004346', baseUrl: fake.url, timeoutMs: TIMEOUT_MS } }),
  { logger: createLogger('info', sink) },
);
const { sendCode, freshIp, post } = signInHelpers(() => h);

describe('signing in with Kavenegar', () => {
  it('signs a new member in with the code the provider delivered, and the demo outbox never sees it', async () => {
    const mobile = freshMobile('0912');
    const ip = freshIp();
    expect((await sendCode(mobile, ip)).status).toBe(200);
    const code = fake.codeFor(mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(((await (await h.call(`/api/dev/outbox?mobile=${mobile}`)).json()) as { code?: string }).code).toBeUndefined();
    const res = await post('/v1/member/fa/otp/verify', { mobile_number: mobile, code, first_name: 'سارا', last_name: 'احمدی' }, ip);
    expect(res.status).toBe(200);
  });

  it('a code the provider did not send is not counted: 503 in words, no resend wait, and the next try goes out', async () => {
    for (const how of [{ status: 418 }, { status: 424 }, 'hang', 'malformed', { status: 409 }] as const) {
      const mobile = freshMobile('0935');
      lines.length = 0;
      fake.misbehave(how);
      const refused = await sendCode(mobile, freshIp());
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('60');
      const body = (await refused.json()) as { error: { error_message: string; details: { reason: string } } };
      expect(body.error.details.reason).toBe('sms_unavailable');
      expect(body.error.error_message).toMatch(/SMS service is not answering/);
      // Logged for the operator, with the provider's status, never the number.
      const logged = lines.join('\n');
      expect(logged).toMatch(/SMS not sent/);
      for (const form of [mobile, mobile.slice(1), `+98${mobile.slice(1)}`]) expect(mentions(logged, form), form).toBe(false);
      // Not sent, so no resend timer: asking again at once works.
      expect((await sendCode(mobile, freshIp())).status).toBe(200);
      expect(mentions(logged, fake.codeFor(mobile)!)).toBe(false);
    }
  });

  it('a number the provider cannot reach is the member’s to correct: 400 on the number field', async () => {
    fake.misbehave({ status: 411 });
    const res = await sendCode(freshMobile('0912'), freshIp());
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { details: { field: string; reason: string } } };
    expect(body.error.details).toMatchObject({ field: 'mobile_number', reason: 'sms_receptor' });
  });
});
