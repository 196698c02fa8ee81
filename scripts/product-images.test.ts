/**
 * The demo catalogue's product pictures (server/site/media/products, written by make-assets.ts):
 * the code on each box's band reads as well as printed text must (WCAG's 4.5:1), whatever the
 * band's colour. White on a paper tape's pale grey band could not be read at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast } from './contrast.ts';

const dir = path.resolve(import.meta.dirname, '../server/site/media/products');

describe('product pictures', () => {
  const boxes = fs.readdirSync(dir).filter((f) => f.endsWith('-1.svg'));

  it('are there for the demo catalogue', () => {
    expect(boxes.length).toBeGreaterThan(30);
  });

  it.each(boxes)('%s: the code reads on its band', (file) => {
    const svg = fs.readFileSync(path.join(dir, file), 'utf8');
    const band = /<rect x="90" y="80" width="320" height="70" rx="18" fill="(#[0-9a-f]+)"/i.exec(svg)?.[1];
    const code = /<text x="250" y="128"[^>]* fill="(#[0-9a-f]+)"[^>]*>([^<]+)</i.exec(svg);
    expect(band, 'the band').toBeDefined();
    const [, ink = '', text = ''] = code ?? [];
    expect(text.toLowerCase(), 'the code').toBe(file.replace(/-1\.svg$/, ''));
    expect(contrast(band!, ink), `${text} on ${band}`).toBeGreaterThanOrEqual(4.5);
  });
});
