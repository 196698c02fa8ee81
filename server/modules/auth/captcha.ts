/**
 * Captchas (spec §3: 4 characters, 100×50, dark or light colours, case-insensitive). The client
 * names the captcha; the answer is stored hashed, expires in minutes and is good for one try.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { captchas } from '../../db/schema.ts';
import { hashSecret, sameHash } from './secrets.ts';

export const CAPTCHA_TTL_MS = 3 * 60_000;
/** No 0/O, 1/I/L: characters a person can tell apart on a phone. */
export const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export type CaptchaOptions = { length: number; width: number; height: number; dark: boolean };

export function captchaText(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** The glyphs the captchas are drawn with: Vazirmatn Bold cut to ALPHABET (`npm run assets` writes it). */
const fontFile = path.join(path.dirname(new URL(import.meta.url).pathname), 'captcha-font.ttf');
let font: opentype.Font | null = null;
const captchaFont = () => (font ??= opentype.parse(fs.readFileSync(fontFile).buffer as ArrayBuffer));

/** A random number in [min, max). */
const between = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);

type Point = { x: number; y: number };
type Command = { type: string; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number };

/** Moves every point of a glyph's outline: its own rotation about its centre, then the picture's wave. */
function warp(commands: Command[], move: (p: Point) => Point): string {
  const f = (n: number) => n.toFixed(1);
  return commands
    .map((c) => {
      if (c.type === 'Z') return 'Z';
      const end = move({ x: c.x!, y: c.y! });
      if (c.type === 'Q') {
        const a = move({ x: c.x1!, y: c.y1! });
        return `Q${f(a.x)} ${f(a.y)} ${f(end.x)} ${f(end.y)}`;
      }
      if (c.type === 'C') {
        const a = move({ x: c.x1!, y: c.y1! });
        const b = move({ x: c.x2!, y: c.y2! });
        return `C${f(a.x)} ${f(a.y)} ${f(b.x)} ${f(b.y)} ${f(end.x)} ${f(end.y)}`;
      }
      return `${c.type}${f(end.x)} ${f(end.y)}`;
    })
    .join('');
}

/**
 * The captcha as a picture only a person reads: each character is its glyph's outline (a path; no
 * text in the markup), rotated on its own, the whole row bent by a wave, with curves and dots of
 * the same colours across it. Readable at 100×50 on a light or a dark background.
 */
export function captchaSvg(text: string, o: CaptchaOptions): string {
  const bg = o.dark ? '#111827' : '#f8fafc';
  const fg = o.dark ? ['#5eead4', '#fcd34d', '#f9a8d4', '#93c5fd'] : ['#0f766e', '#9a3412', '#6d28d9', '#1d4ed8'];
  const glyphs = captchaFont();
  const size = o.height * 0.72;
  const step = o.width / (text.length + 0.6);
  const wave = { amp: o.height * between(0.04, 0.08), len: o.width / between(0.8, 1.6), phase: between(0, Math.PI * 2) };
  const bend = (p: Point): Point => ({ x: p.x, y: p.y + wave.amp * Math.sin(p.x / wave.len * Math.PI * 2 + wave.phase) });
  const chars = [...text]
    .map((ch, i) => {
      const glyph = glyphs.charToGlyph(ch);
      const advance = ((glyph.advanceWidth ?? glyphs.unitsPerEm / 2) / glyphs.unitsPerEm) * size;
      const x0 = step * (i + 0.3) + (step - advance) / 2 + between(-2, 2);
      const base = o.height * 0.76 + between(-3, 3);
      const outline = glyph.getPath(x0, base, size);
      const cx = x0 + advance / 2;
      const cy = base - size * 0.35;
      const angle = (between(-22, 22) * Math.PI) / 180;
      const skew = between(-0.15, 0.15);
      const turn = (p: Point): Point => {
        const dx = p.x - cx + skew * (p.y - cy);
        const dy = p.y - cy;
        return bend({ x: cx + dx * Math.cos(angle) - dy * Math.sin(angle), y: cy + dx * Math.sin(angle) + dy * Math.cos(angle) });
      };
      return `<path d="${warp(outline.commands as Command[], turn)}" fill="${fg[i % fg.length]}"/>`;
    })
    .join('');
  // Noise: curves across the characters, thin enough to read through, in the characters' colours.
  const curves = Array.from({ length: 3 }, () => {
    const c = fg[randomInt(fg.length)];
    const y = () => between(o.height * 0.2, o.height * 0.85).toFixed(1);
    return `<path d="M0 ${y()}C${(o.width * 0.3).toFixed(1)} ${y()} ${(o.width * 0.6).toFixed(1)} ${y()} ${o.width} ${y()}" stroke="${c}" stroke-width="1.2" fill="none" opacity=".7"/>`;
  }).join('');
  const dots = Array.from({ length: 24 }, () => `<circle cx="${between(0, o.width).toFixed(1)}" cy="${between(0, o.height).toFixed(1)}" r="${between(0.5, 1.3).toFixed(1)}" fill="${fg[randomInt(fg.length)]}" opacity=".6"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${o.width} ${o.height}"><rect width="100%" height="100%" fill="${bg}"/>${dots}${chars}${curves}</svg>`;
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
