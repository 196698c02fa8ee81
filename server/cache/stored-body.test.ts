/**
 * Static files are compressed once: small ones at the best levels before the first answer, large
 * ones (the barcode reader's WebAssembly) at fast levels first, so that their first visitors do
 * not wait seconds, then at the best levels in the background.
 */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBest, QUICK_COMPRESSION_ABOVE_BYTES, RECOMPRESS_UP_TO_BYTES, storedBody, storedFile } from './stored-body.ts';

/** Compressible but not trivially: words drawn from a small vocabulary with random numbers. */
function text(bytes: number): Buffer {
  const words = ['suture', 'mesh', 'guidewire', 'adhesive', 'نخ', 'بخیه', 'چسب', 'مش'];
  const parts: string[] = [];
  let size = 0;
  const noise = randomBytes(bytes);
  for (let i = 0; size < bytes; i++) {
    const part = `${words[noise[i % noise.length]! % words.length]} ${noise[(i * 7) % noise.length]} `;
    parts.push(part);
    size += Buffer.byteLength(part);
  }
  return Buffer.from(parts.join('')).subarray(0, bytes);
}

describe('storedFile', () => {
  it('compresses a small file at the best levels before answering', async () => {
    const body = text(QUICK_COMPRESSION_ABOVE_BYTES - 1);
    const entry = await storedFile(body, 'text/javascript; charset=utf-8');
    const best = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(entry.br!.length).toBe(best.length);
    expect(zlib.gunzipSync(entry.gzip!).equals(body)).toBe(true);
  });

  it('answers a large file at fast levels at once, and takes the smaller copies once they are ready', async () => {
    const body = text(QUICK_COMPRESSION_ABOVE_BYTES * 8);
    const entry = await storedFile(body, 'application/wasm');
    const fast = entry.br!;
    expect(zlib.brotliDecompressSync(fast).equals(body)).toBe(true);
    expect(zlib.gunzipSync(entry.gzip!).equals(body)).toBe(true);
    await entry.ready;
    expect(entry.br!.length).toBeLessThan(fast.length);
    expect(zlib.brotliDecompressSync(entry.br!).equals(body)).toBe(true);
    expect(zlib.gunzipSync(entry.gzip!).equals(body)).toBe(true);
    // One file, one ETag, whichever copy is sent.
    expect(entry.etag).toBe((await storedFile(body, 'application/wasm')).etag);
  });

  it("sends the build's copies from the first answer on, and only when they are this file's", async () => {
    const body = text(QUICK_COMPRESSION_ABOVE_BYTES * 2);
    const [br, gzip] = await compressBest(body);
    const entry = await storedFile(body, 'text/javascript; charset=utf-8', { br, gzip });
    expect(entry.br).toBe(br);
    expect(entry.gzip).toBe(gzip);

    // Copies of an earlier build's file (the file changed since): compressed afresh from the file.
    const changed = Buffer.concat([body, Buffer.from('// changed')]);
    const own = await storedFile(changed, 'text/javascript; charset=utf-8', { br, gzip });
    await own.ready;
    expect(zlib.brotliDecompressSync(own.br!).equals(changed)).toBe(true);
    expect(zlib.gunzipSync(own.gzip!).equals(changed)).toBe(true);
    // Not a compressed file at all.
    const broken = await storedFile(body, 'text/javascript; charset=utf-8', { br: body, gzip });
    expect(zlib.brotliDecompressSync(broken.br!).equals(body)).toBe(true);
  });

  it('leaves what does not compress as it is', async () => {
    const entry = await storedFile(randomBytes(QUICK_COMPRESSION_ABOVE_BYTES * 2), 'image/png');
    expect(entry.br).toBeNull();
    expect(entry.gzip).toBeNull();
  });
});

describe('storedBody', () => {
  const best = (body: Buffer) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const settled = async (entry: { br: Buffer | null }, size: number) => {
    for (let i = 0; i < 200 && entry.br!.length !== size; i++) await new Promise((r) => setTimeout(r, 10));
    return entry.br!.length;
  };

  it('holds no more memory for an answer’s compressed copies than a chunk sized to the answer, not zlib’s 16 KB', () => {
    // A list's answer: 18 KB of JSON, about 2 KB compressed.
    const body = Buffer.from(JSON.stringify(Array.from({ length: 12 }, (_, i) => ({ id: i, title: `نخ بخیه PGA سایز ${i}-0`, summary: 'Braided absorbable suture. '.repeat(50 + i) }))));
    expect(body.length).toBeGreaterThan(16 * 1024);
    const entry = storedBody(body, 'application/json');
    for (const copy of [entry.br!, entry.gzip!]) {
      expect(copy.length).toBeLessThan(body.length / 4);
      // A copy is a view of the chunk zlib wrote it into: that chunk is what it keeps alive.
      expect(copy.buffer.byteLength).toBeLessThanOrEqual(Math.max(4096, body.length / 4));
    }
    expect(zlib.brotliDecompressSync(entry.br!).equals(body)).toBe(true);
    expect(zlib.gunzipSync(entry.gzip!).equals(body)).toBe(true);
  });

  it('sends a body made for one request at fast levels, and compresses it at the best once it is sent again', async () => {
    const body = text(70_000);
    const entry = storedBody(body, 'text/html; charset=utf-8');
    entry.sent!();
    const fast = entry.br!.length;
    expect(fast).toBeGreaterThan(best(body));
    await new Promise((r) => setTimeout(r, 300));
    expect(entry.br!.length).toBe(fast);
    entry.sent!();
    expect(await settled(entry, best(body))).toBe(best(body));
    expect(zlib.brotliDecompressSync(entry.br!).equals(body)).toBe(true);
    expect(zlib.gunzipSync(entry.gzip!).equals(body)).toBe(true);
  });

  it('compresses a body at the best levels when asked, before it is first sent', async () => {
    const body = text(30_000);
    const entry = storedBody(body, 'text/html; charset=utf-8');
    await entry.best!();
    expect(entry.br!.length).toBe(best(body));
    expect(zlib.gunzipSync(entry.gzip!).equals(body)).toBe(true);
    // Sent twice afterwards, it is not compressed again.
    entry.sent!();
    entry.sent!();
    expect(entry.br!.length).toBe(best(body));
  });

  it('leaves a large body at fast levels', async () => {
    const entry = storedBody(text(RECOMPRESS_UP_TO_BYTES + 1), 'application/json');
    const fast = entry.br!.length;
    entry.sent!();
    entry.sent!();
    await new Promise((r) => setTimeout(r, 300));
    expect(entry.br!.length).toBe(fast);
  });
});
