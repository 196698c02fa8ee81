/**
 * Captchas (spec §3: 4 characters, 100×50, dark or light colours, case-insensitive). The client
 * names the captcha; the answer is stored hashed, expires in minutes and is good for one try.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { captchas } from '../../db/schema.ts';
import { hashSecret, sameHash } from './secrets.ts';

export const CAPTCHA_TTL_MS = 3 * 60_000;
/** No 0/O, 1/I/L: characters a person can tell apart on a phone. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export type CaptchaOptions = { length: number; width: number; height: number; dark: boolean };

export function captchaText(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function captchaSvg(text: string, o: CaptchaOptions): string {
  const bg = o.dark ? '#111827' : '#f8fafc';
  const fg = o.dark ? ['#5eead4', '#fcd34d', '#f9a8d4', '#93c5fd'] : ['#0f766e', '#9a3412', '#6d28d9', '#1d4ed8'];
  const step = o.width / (text.length + 1);
  const chars = [...text]
    .map((ch, i) => {
      const x = step * (i + 0.6) + randomInt(-3, 4);
      const y = o.height * 0.68 + randomInt(-4, 5);
      const rotate = randomInt(-25, 26);
      return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${rotate} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${fg[i % fg.length]}" font-family="monospace" font-size="${Math.round(o.height * 0.55)}" font-weight="700">${ch}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 4 }, () => {
    const c = fg[randomInt(fg.length)];
    return `<line x1="${randomInt(o.width)}" y1="${randomInt(o.height)}" x2="${randomInt(o.width)}" y2="${randomInt(o.height)}" stroke="${c}" stroke-width="1" opacity=".6"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${o.width} ${o.height}"><rect width="100%" height="100%" fill="${bg}"/>${lines}${chars}</svg>`;
}

/** Creates (or replaces) the captcha `id`; returns its answer for the dev outbox and the image. */
export async function createCaptcha(db: Db, key: string, id: string, o: CaptchaOptions, now = new Date()) {
  const text = captchaText(o.length);
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  const answerHash = hashSecret(key, text.toUpperCase());
  await db
    .insert(captchas)
    .values({ id, answerHash, expiresAt })
    .onConflictDoUpdate({ target: captchas.id, set: { answerHash, expiresAt, usedAt: null, createdAt: now } });
  // Expired captchas are of no use to anyone: keep the table small.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - CAPTCHA_TTL_MS)));
  return { text, svg: captchaSvg(text, o), expiresAt };
}

/** Uses the captcha up, whatever the answer: one try per captcha. */
export async function checkCaptcha(db: Db, key: string, id: string, answer: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  if (!row) return false;
  return sameHash(row.answerHash, hashSecret(key, answer.trim().toUpperCase()));
}
