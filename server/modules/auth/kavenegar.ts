/**
 * Kavenegar (kavenegar.com), from its REST documentation and its SDKs' sources:
 *
 * - every call is `POST {base}/v1/{API key}/{scope}/{method}.json`, form-encoded;
 * - one-time codes: `verify/lookup` with `receptor`, `token` and `template` (a verify template
 *   approved in the provider's panel, holding `%token`);
 * - other messages: `sms/send` with `receptor`, `sender` (the line), `message` and `localid`
 *   (the provider answers an id it has seen already without sending again);
 * - the answer is `{ return: { status, message }, entries }`; `return.status` 200 is sent, anything
 *   else is the provider's documented refusal (the HTTP status is the same number).
 *
 * The API key is in the URL path, so no URL is ever put in an error or a log line.
 */
import { SmsError, type SmsSender } from './sms.ts';
import { dialledMobile } from '../../../shared/phone.ts';

export type KavenegarOptions = {
  apiKey: string;
  otpTemplate: string;
  sender: string;
  /** `https://api.kavenegar.com` by default; tests point it at a local fake. */
  baseUrl: string;
  /** How long one request may take before the provider counts as not answering. */
  timeoutMs?: number;
};

/** The provider's documented statuses other than 200, as its documentation words them. */
const REFUSALS: Record<number, string> = {
  400: 'parameters incomplete',
  401: 'account deactivated',
  402: 'operation failed',
  403: 'API key not valid',
  404: 'no such method',
  405: 'wrong HTTP method',
  406: 'required parameters empty',
  407: 'access to this information not allowed',
  409: 'the provider cannot answer now; try later',
  411: 'receptor not valid',
  412: 'sender line not valid',
  413: 'message empty or too long',
  414: 'too many receptors in one request',
  416: "the server's IP address is not the one registered",
  417: 'send date not valid',
  418: 'account credit insufficient',
  419: 'array lengths differ',
  422: 'characters not accepted',
  424: 'template not found or not approved',
  426: 'method needs the advanced service',
  428: 'token must be digits for a voice call',
  431: 'token malformed (space, new line or separator)',
  432: 'template has no %token parameter',
  451: 'too many calls from this IP address',
  501: 'a test account sends only to its owner',
};

/** A status whose cause is the number itself, which the member may correct. */
const RECEPTOR_STATUSES = new Set([411]);
/** Statuses that mean the provider is busy, not that it refuses us. */
const BUSY_STATUSES = new Set([409, 451]);

type Answer = { return?: { status?: unknown; message?: unknown } };

export class KavenegarSms implements SmsSender {
  readonly provider = 'kavenegar';
  private readonly timeoutMs: number;
  constructor(private readonly o: KavenegarOptions) {
    this.timeoutMs = o.timeoutMs ?? 5000;
  }

  sendCode(mobile: string, code: string) {
    return this.call('verify/lookup', { receptor: dialledMobile(mobile), token: code, template: this.o.otpTemplate });
  }

  send(mobile: string, text: string, localId: string) {
    return this.call('sms/send', { receptor: dialledMobile(mobile), sender: this.o.sender, message: text, localid: localId });
  }

  private async call(method: string, form: Record<string, string>): Promise<void> {
    const url = `${this.o.baseUrl.replace(/\/$/, '')}/v1/${encodeURIComponent(this.o.apiKey)}/${method}.json`;
    let res: Response;
    try {
      res = await this.post(url, form);
    } catch (err) {
      // A connection that failed before the provider answered (refused, reset) is tried once more;
      // a request that timed out may have been taken, and is not.
      if (timedOut(err)) throw new SmsError('unavailable', `Kavenegar ${method}: no answer within ${this.timeoutMs} ms`);
      try {
        res = await this.post(url, form);
      } catch (again) {
        throw new SmsError('unavailable', `Kavenegar ${method}: ${timedOut(again) ? `no answer within ${this.timeoutMs} ms` : 'could not connect'}`);
      }
    }
    let answer: Answer;
    try {
      answer = (await res.json()) as Answer;
    } catch {
      throw new SmsError('unavailable', `Kavenegar ${method}: HTTP ${res.status} with an answer that is not JSON`);
    }
    const status = answer?.return?.status;
    if (typeof status !== 'number') throw new SmsError('unavailable', `Kavenegar ${method}: HTTP ${res.status} with no return.status`);
    if (status === 200) return;
    const what = REFUSALS[status] ?? 'an undocumented status';
    const kind = RECEPTOR_STATUSES.has(status) ? 'receptor' : BUSY_STATUSES.has(status) || !REFUSALS[status] ? 'unavailable' : 'refused';
    throw new SmsError(kind, `Kavenegar ${method} refused: ${status} ${what}`, status);
  }

  private post(url: string, form: Record<string, string>) {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }
}

const timedOut = (err: unknown) => err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
