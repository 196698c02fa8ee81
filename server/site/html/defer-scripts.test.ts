import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInlineScript } from '../../../scripts/boot-scripts.ts';
import type { BootScripts } from '../../../shared/render-contract.ts';
import { inlineScriptHashes } from '../../http/security-headers.ts';
import { deferScripts } from './defer-scripts.ts';

const built = `<html><head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/router-C3.js">
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
    <link rel="manifest" href="/manifest-en.webmanifest" />
  </head><body><div id="root"><h1>x</h1></div></body></html>`;

let boot: BootScripts;
beforeAll(async () => {
  const build = async (file: string) => buildInlineScript(file, fs.readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8'));
  boot = { early: await build('src/boot/early-input.ts'), session: await build('src/boot/member-session.ts'), loader: await build('src/boot/page-loader.ts') };
});

const loaderOf = (html: string) => {
  const tag = /<script data-entry="([^"]*)" data-links="([^"]*)">([\s\S]*?)<\/script>\s*<\/body>/.exec(html);
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return tag ? { entry: unescape(tag[1]!), links: unescape(tag[2]!), code: tag[3]! } : null;
};

describe('the boot scripts', () => {
  it('are built from TypeScript into one small classic script each, hashed as the Content-Security-Policy lists them', () => {
    for (const s of [boot.early, boot.session, boot.loader]) {
      expect(s.code).not.toMatch(/\b(import|export)\b|<\/script/);
      expect(s.code.length).toBeLessThan(1_200);
      expect(inlineScriptHashes(`<script>${s.code}</script>`)).toEqual([s.csp]);
    }
  });

  it('refuse a boot script that would import at run time', async () => {
    await expect(buildInlineScript('x.ts', "import { a } from './a.ts'; a();")).rejects.toThrow(/imports types only/);
    await expect(buildInlineScript('x.ts', "import type { A } from './a.ts'; const a: A = 1; console.log(a);")).resolves.toMatchObject({ code: expect.any(String) });
  });
});

describe('deferScripts', () => {
  it('moves the entry and its preloads (once each) into the loader at the end of the body', () => {
    const out = deferScripts(built, boot);
    expect(out).not.toContain('<script type="module"');
    expect(out).not.toContain('rel="modulepreload"');
    const loader = loaderOf(out)!;
    expect(loader.code).toBe(boot.loader.code);
    expect(loader.entry).toBe('/assets/index-A1.js');
    expect(loader.links).toBe('<link rel="modulepreload" crossorigin href="/assets/react-B2.js"><link rel="modulepreload" crossorigin href="/assets/router-C3.js"><link rel="manifest" href="/manifest-en.webmanifest" />');
  });

  it('asks for an outlined page’s own scripts and style sheets with the entry, the entry first', () => {
    const out = deferScripts(built, boot, { files: ['/assets/route-E5.js', '/assets/react-B2.js', '/assets/order-F6.css'] });
    const links = loaderOf(out)!.links;
    const preloads = [...links.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    // The entry (the loader adds it as a script too: preloaded, it is fetched once) and each script once.
    expect(preloads).toEqual(['/assets/index-A1.js', '/assets/react-B2.js', '/assets/router-C3.js', '/assets/route-E5.js']);
    // The page's own sheet applies (what it draws next needs it); not a late one.
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/order-F6.css">');
    expect(links).not.toMatch(/order-F6\.css" media="print"/);
  });

  it('puts the script that keeps early taps in the head, before any of the page', () => {
    const out = deferScripts(built, boot);
    expect(out.indexOf(`<script>${boot.early.code}</script>`)).toBeLessThan(out.indexOf('</head>'));
    expect(out.indexOf(`<script>${boot.early.code}</script>`)).toBeGreaterThan(0);
  });

  it('asks for the whole style sheets with the scripts, to apply when the page needs them, and at once without scripts', () => {
    const out = deferScripts(built, boot, { sheets: ['/assets/index-D4.css'] });
    const { links } = loaderOf(out)!;
    expect(links.startsWith('<link rel="stylesheet" crossorigin href="/assets/index-D4.css" media="print" data-late>')).toBe(true);
    expect(out).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/index-D4.css"><link rel="manifest" href="/manifest-en.webmanifest" /></noscript>');
    // The manifest is no longer in the head on its own.
    expect(out.slice(0, out.indexOf('<noscript>'))).not.toContain('rel="manifest"');
  });

  it('starts a member’s page’s session just before its loader, and a public page’s never', () => {
    const member = deferScripts(built, boot, { outline: true });
    expect(member).toContain(`<script>${boot.session.code}</script><script data-entry=`);
    expect(deferScripts(built, boot)).not.toContain(boot.session.code);
  });

  it('leaves a page without an entry script as it is', () => {
    const page = '<html><head></head><body><p>x</p></body></html>';
    expect(deferScripts(page, boot)).toBe(page);
  });
});
