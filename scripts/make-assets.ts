/**
 * Draws the demo catalogue's images (SVG) and the app icons (PNG) locally, so that nothing is
 * fetched at build or run time. Output is committed; run again after changing the catalogue:
 * `npm run assets`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { brandsData, productsData, type SeedProduct } from '../server/db/seed/catalog-data.ts';
import { albumsData, newsData } from '../server/db/seed/content-data.ts';
import { makeCaptchaFont } from './make-captcha-font.ts';
import { contrast } from './contrast.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const media = path.join(root, 'server/site/media');
const icons = path.join(root, 'public/icons');
const BRAND_COLOR = '#0f766e';

const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

function drawing(p: SeedProduct): string {
  switch (p.kind) {
    case 'suture':
      return `<path d="M150 250 C 200 120, 320 120, 350 210" fill="none" stroke="#9ca3af" stroke-width="12" stroke-linecap="round"/>
        <path d="M350 210 C 380 290, 250 330, 200 280 S 120 180, 260 160 S 420 260, 330 330" fill="none" stroke="${p.color}" stroke-width="5"/>`;
    case 'tape':
      return `<circle cx="250" cy="230" r="120" fill="${p.color}" stroke="#cbd5e1" stroke-width="6"/>
        <circle cx="250" cy="230" r="55" fill="#f8fafc" stroke="#94a3b8" stroke-width="6"/>
        <path d="M370 230 L 440 330 L 400 350 L 345 260 Z" fill="${p.color}" stroke="#cbd5e1" stroke-width="4"/>`;
    case 'film':
      return `<rect x="130" y="120" width="240" height="220" rx="24" fill="${p.color}" fill-opacity=".45" stroke="#64748b" stroke-width="5"/>
        <rect x="190" y="175" width="120" height="110" rx="12" fill="#fff" stroke="#94a3b8" stroke-width="4"/>`;
    case 'guidewire':
      return `<circle cx="250" cy="230" r="120" fill="none" stroke="${p.color}" stroke-width="10"/>
        <circle cx="250" cy="230" r="100" fill="none" stroke="${p.color}" stroke-width="10" stroke-opacity=".7"/>
        <path d="M370 230 Q 430 230 430 300 q 0 30 -25 30" fill="none" stroke="${p.color}" stroke-width="10" stroke-linecap="round"/>`;
    case 'mesh': {
      const lines: string[] = [];
      for (let i = 0; i <= 10; i++) {
        const x = 140 + i * 22;
        lines.push(`<line x1="${x}" y1="120" x2="${x}" y2="340"/>`, `<line x1="140" y1="${120 + i * 22}" x2="360" y2="${120 + i * 22}"/>`);
      }
      return `<g stroke="${p.color}" stroke-width="4">${lines.join('')}</g>`;
    }
  }
}

const INK = '#0f172a';

/** White or ink, whichever reads better on `hex`: the code on a pale band (a paper tape's, a mesh's) is printed dark. */
function textOn(hex: string): string {
  return contrast(hex, '#fff') >= contrast(hex, INK) ? '#fff' : INK;
}

function productImage(p: SeedProduct, view: 1 | 2): string {
  const label = esc(p.label);
  if (view === 1) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 500" width="500" height="500">
  <rect width="500" height="500" fill="#f1f5f9"/>
  <rect x="90" y="80" width="320" height="340" rx="18" fill="#fff" stroke="#cbd5e1" stroke-width="4"/>
  <rect x="90" y="80" width="320" height="70" rx="18" fill="${p.color}"/>
  <text x="250" y="128" font-family="sans-serif" font-size="30" font-weight="700" fill="${textOn(p.color)}" text-anchor="middle">${esc(p.code)}</text>
  <text x="250" y="300" font-family="sans-serif" font-size="${label.length > 14 ? 26 : 48}" font-weight="700" fill="${INK}" text-anchor="middle">${label}</text>
  <text x="250" y="380" font-family="sans-serif" font-size="22" fill="#475569" text-anchor="middle">STERILE · LOT 2026</text>
</svg>\n`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 500" width="500" height="500">
  <rect width="500" height="500" fill="#ffffff"/>
  ${drawing(p)}
  <text x="250" y="440" font-family="sans-serif" font-size="28" fill="#334155" text-anchor="middle">${label}</text>
</svg>\n`;
}

function brandLogo(title: string, color: string): string {
  const initials = title.split(' ').map((w) => w[0]).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
  <circle cx="100" cy="100" r="96" fill="${color}"/>
  <text x="100" y="122" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${esc(initials)}</text>
</svg>\n`;
}

/** A simple scene for news and album pictures: shapes that suggest the subject, no text. */
function scene(kind: string, color: string, seed: number): string {
  const shapes: Record<string, string> = {
    cleanroom: `<rect x="120" y="160" width="560" height="260" rx="12" fill="#e2e8f0"/><circle cx="300" cy="250" r="40" fill="#fff"/><rect x="270" y="290" width="60" height="110" rx="20" fill="#fff"/><circle cx="500" cy="250" r="40" fill="#fff"/><rect x="470" y="290" width="60" height="110" rx="20" fill="#fff"/>`,
    spools: [0, 1, 2, 3].map((i) => `<circle cx="${200 + i * 130}" cy="300" r="55" fill="${color}" opacity="${0.5 + i * 0.12}"/><circle cx="${200 + i * 130}" cy="300" r="15" fill="#fff"/>`).join(''),
    needles: `<path d="M200 380 C 300 180, 500 180, 600 330" fill="none" stroke="#94a3b8" stroke-width="14" stroke-linecap="round"/><path d="M600 330 C 640 400, 520 440, 460 380" fill="none" stroke="${color}" stroke-width="6"/>`,
    packs: [0, 1, 2].map((i) => `<rect x="${160 + i * 170}" y="${200 + (i % 2) * 30}" width="140" height="190" rx="10" fill="#fff" stroke="${color}" stroke-width="6"/>`).join(''),
    sterile: `<rect x="220" y="150" width="360" height="280" rx="30" fill="#cbd5e1"/><circle cx="400" cy="290" r="90" fill="#f8fafc" stroke="${color}" stroke-width="10"/>`,
    knitting: Array.from({ length: 9 }, (_, i) => `<line x1="${160 + i * 60}" y1="160" x2="${160 + i * 60}" y2="420" stroke="${color}" stroke-width="4"/>`).join(''),
    mesh: Array.from({ length: 10 }, (_, i) => `<line x1="${180 + i * 48}" y1="170" x2="${180 + i * 48}" y2="430" stroke="${color}" stroke-width="3"/><line x1="180" y1="${170 + i * 29}" x2="612" y2="${170 + i * 29}" stroke="${color}" stroke-width="3"/>`).join(''),
    cutting: `<rect x="180" y="200" width="440" height="220" fill="none" stroke="${color}" stroke-width="4" stroke-dasharray="14 10"/><path d="M400 120 L 400 200" stroke="#ef4444" stroke-width="6"/>`,
    booth: `<rect x="140" y="170" width="520" height="250" fill="${color}" opacity=".25"/><rect x="140" y="140" width="520" height="50" fill="${color}"/><rect x="330" y="300" width="140" height="120" fill="#fff"/>`,
    talk: `<rect x="450" y="180" width="240" height="160" rx="8" fill="#fff" stroke="${color}" stroke-width="6"/><circle cx="260" cy="240" r="45" fill="${color}"/><rect x="215" y="290" width="90" height="130" rx="30" fill="${color}"/>`,
    visitors: [0, 1, 2, 3, 4].map((i) => `<circle cx="${180 + i * 110}" cy="${260 + (i % 2) * 20}" r="35" fill="${color}" opacity=".8"/><rect x="${150 + i * 110}" y="${300 + (i % 2) * 20}" width="60" height="110" rx="24" fill="${color}" opacity=".8"/>`).join(''),
    samples: [0, 1, 2, 3].map((i) => `<rect x="${170 + i * 120}" y="260" width="90" height="140" rx="8" fill="#fff" stroke="${color}" stroke-width="5"/>`).join(''),
  };
  const body = shapes[kind] ?? shapes.samples!;
  const hue = (seed * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 40% 96%)"/><stop offset="1" stop-color="hsl(${hue} 35% 86%)"/></linearGradient></defs>
  <rect width="800" height="500" fill="url(#g)"/>
  ${body}
</svg>\n`;
}

// ---------- PNG icons ----------

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function png(size: number, pixel: (x: number, y: number) => [number, number, number, number]): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  const SS = 4; // supersampling for smooth edges
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < SS; sy++)
        for (let sx = 0; sx < SS; sx++) {
          const [r, g, b, a] = pixel((x + (sx + 0.5) / SS) / size, (y + (sy + 0.5) / SS) / size);
          acc[0]! += r * a; acc[1]! += g * a; acc[2]! += b * a; acc[3]! += a;
        }
      const o = y * (size * 4 + 1) + 1 + x * 4;
      const a = acc[3]!;
      raw[o] = a ? Math.round(acc[0]! / a) : 0;
      raw[o + 1] = a ? Math.round(acc[1]! / a) : 0;
      raw[o + 2] = a ? Math.round(acc[2]! / a) : 0;
      raw[o + 3] = Math.round((a / (SS * SS)) * 255);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TEAL: [number, number, number] = [15, 118, 110];
const WHITE: [number, number, number] = [255, 255, 255];

/** The mark: a white cross with a suture arc, scaled into the centre `scale` of the square. */
function mark(x: number, y: number, scale: number): boolean {
  const u = (x - 0.5) / scale + 0.5;
  const v = (y - 0.5) / scale + 0.5;
  const cross = (Math.abs(u - 0.5) < 0.11 && Math.abs(v - 0.5) < 0.32) || (Math.abs(v - 0.5) < 0.11 && Math.abs(u - 0.5) < 0.32);
  const r = Math.hypot(u - 0.5, v - 0.5);
  const ring = r > 0.4 && r < 0.45 && !(u > 0.5 && v < 0.5);
  return cross || ring;
}

function icon(size: number, maskable: boolean): Buffer {
  return png(size, (x, y) => {
    if (!maskable) {
      // rounded square, transparent corners
      const d = 0.18;
      const cx = Math.min(Math.max(x, d), 1 - d);
      const cy = Math.min(Math.max(y, d), 1 - d);
      if (Math.hypot(x - cx, y - cy) > d) return [0, 0, 0, 0];
    }
    // maskable: full bleed, the mark inside the 80% safe zone
    return [...(mark(x, y, maskable ? 0.62 : 0.78) ? WHITE : TEAL), 1];
  });
}

fs.mkdirSync(path.join(media, 'products'), { recursive: true });
fs.mkdirSync(path.join(media, 'brands'), { recursive: true });
fs.mkdirSync(icons, { recursive: true });
fs.mkdirSync(path.join(media, 'news'), { recursive: true });
fs.mkdirSync(path.join(media, 'albums'), { recursive: true });
const NEWS_SCENES = ['needles', 'packs', 'talk', 'sterile', 'spools', 'mesh', 'booth', 'talk', 'visitors', 'cleanroom'];
newsData.forEach((n, i) => {
  fs.writeFileSync(path.join(media, 'news', `${n.id}.svg`), scene(NEWS_SCENES[i % NEWS_SCENES.length]!, n.color, n.id));
});
for (const a of albumsData) {
  a.images.forEach((img, i) => {
    fs.writeFileSync(path.join(media, 'albums', `${a.id}-${i + 1}.svg`), scene(img.scene, '#0f766e', a.id + i));
  });
}
for (const p of productsData) {
  for (const view of [1, 2] as const) {
    fs.writeFileSync(path.join(media, 'products', `${p.code.toLowerCase()}-${view}.svg`), productImage(p, view));
  }
}
const brandColors = ['#7b4fa3', '#0ea5e9', '#1abc9c', '#3498db', '#b45309'];
brandsData.forEach((b, i) => {
  fs.writeFileSync(path.join(media, 'brands', `${b.urlKeywords}.svg`), brandLogo(b.title.en, brandColors[i % brandColors.length]!));
});
fs.writeFileSync(path.join(icons, 'icon-192.png'), icon(192, false));
fs.writeFileSync(path.join(icons, 'icon-512.png'), icon(512, false));
fs.writeFileSync(path.join(icons, 'maskable-512.png'), icon(512, true));
fs.writeFileSync(path.join(icons, 'apple-touch-icon.png'), icon(180, true));
fs.writeFileSync(
  path.join(root, 'public/favicon.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${BRAND_COLOR}"/><path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill="#fff"/></svg>\n`,
);
await makeCaptchaFont(root);
console.log(`Wrote ${productsData.length * 2} product images, ${brandsData.length} brand logos, news and album pictures, the icons and the captcha's font.`);
