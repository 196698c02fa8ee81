/**
 * Members' passwords (login type Email, issue 29): scrypt from Node's crypto, a memory-hard hash
 * with a random salt per password, its parameters kept in the stored string so that they can be
 * raised later without breaking older ones. A password is never logged nor kept in clear.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** N 2^15, r 8, p 1: 32 MiB and some 50-100 ms a check here (OWASP's scrypt minimum is N 2^17 at r 8 … or this at p 1 with a captcha and a rate limit in front). */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;

const derive = (password: string, salt: Buffer, o: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { ...o, maxmem: 128 * o.N * o.r + 1024 * 1024 };
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key)));
  });

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash no password matches: checked when there is no member, so that a wrong e-mail takes as long as a wrong password. */
const NOBODY = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_BYTES).toString('base64url')}`;

/** Whether `password` is the one `stored` was made from (in constant time); false for no stored hash. */
export async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  const [kind, n, r, p, salt, key] = (stored ?? NOBODY).split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
