/**
 * The build's compressed copies: written beside each file the server would compress, at its best
 * levels, and sent by the server's file cache as they are.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { QUICK_COMPRESSION_ABOVE_BYTES } from '../server/cache/stored-body.ts';
import { FileCache } from '../server/site/site-files.ts';
import { precompressDir } from './precompress.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Over the size a server would first send at fast levels (QUICK_COMPRESSION_ABOVE_BYTES).
const script = Buffer.from(Array.from({ length: 2500 }, (_, i) => `export const item${i} = 'نخ بخیه ${i}';`).join('\n'));
const write = (name: string, body: Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), body);
};

describe('precompressDir', () => {
  it('writes brotli and gzip copies of what the server compresses, and the server sends them', async () => {
    write('assets/app-abc.js', script);
    write('assets/tiny.js', Buffer.from('export {};'));
    write('icons/photo.png', randomBytes(4096));
    write('fonts/face.woff2', randomBytes(4096));

    expect(await precompressDir(dir)).toBe(1);
    const copies = fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => /\.(br|gz)$/.test(f));
    expect(copies.sort()).toEqual([path.join('assets', 'app-abc.js.br'), path.join('assets', 'app-abc.js.gz')]);
    const br = fs.readFileSync(path.join(dir, 'assets/app-abc.js.br'));
    expect(zlib.brotliDecompressSync(br).equals(script)).toBe(true);
    expect(br.length).toBe(zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets/app-abc.js.gz'))).equals(script)).toBe(true);

    expect(script.length).toBeGreaterThan(QUICK_COMPRESSION_ABOVE_BYTES);
    const entry = await new FileCache().get(path.join(dir, 'assets/app-abc.js'));
    expect(entry!.br!.equals(br)).toBe(true);

    // A second run (a build into a folder that holds copies) does not compress the copies.
    expect(await precompressDir(dir)).toBe(1);
    expect(fs.existsSync(path.join(dir, 'assets/app-abc.js.br.br'))).toBe(false);
  });

  it('writes the gzip copy of a first page file with Zopfli: smaller than zlib at its best, and sent as it is', async () => {
    write('assets/entry-abc.js', script);
    expect(await precompressDir(dir, new Set([path.join('assets', 'entry-abc.js')]))).toBe(2);
    const gz = fs.readFileSync(path.join(dir, 'assets/entry-abc.js.gz'));
    expect(zlib.gunzipSync(gz).equals(script)).toBe(true);
    expect(gz.length).toBeLessThan(zlib.gzipSync(script, { level: 9 }).length);
    // The other file keeps zlib's copy.
    expect(fs.readFileSync(path.join(dir, 'assets/app-abc.js.gz')).length).toBe(zlib.gzipSync(script, { level: 9 }).length);
    const entry = await new FileCache().get(path.join(dir, 'assets/entry-abc.js'));
    expect(entry!.gzip!.equals(gz)).toBe(true);
  });
});
