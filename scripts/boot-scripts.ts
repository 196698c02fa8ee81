/**
 * A Vite plugin for the storefront's client build: the scripts a server-rendered page carries
 * inline (src/boot/early-input.ts in its head, src/boot/page-loader.ts at its end, and before it on
 * a member's page src/boot/member-session.ts) are TypeScript
 * files of the app, type-checked and linted like the rest. The build compiles and minifies each
 * into one classic script and writes them, each with its Content-Security-Policy hash, to
 * dist/boot-scripts.json, which the server reads (server/site/html/defer-scripts.ts).
 *
 * A boot script imports types only (it is inserted as it is, never bundled); the build refuses
 * one that would import or export anything at run time, or that holds `</script`.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { minifySync, transformWithOxc, type Plugin } from 'vite';
import { BOOT_SCRIPTS_FILE, type BootScripts, type InlineScript } from '../shared/render-contract.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCES: Record<keyof BootScripts, string> = {
  early: 'src/boot/early-input.ts',
  session: 'src/boot/member-session.ts',
  loader: 'src/boot/page-loader.ts',
};

/** A boot script's source as the one classic script it runs as, and its CSP source. */
export async function buildInlineScript(file: string, source: string): Promise<InlineScript> {
  const js = (await transformWithOxc(source, file, { target: 'es2022' })).code;
  const min = minifySync(file.replace(/\.ts$/, '.js'), js, { compress: true, mangle: true });
  if (min.errors.length) throw new Error(`${file}: ${min.errors.map((e) => e.message).join('; ')}`);
  // A file that imports a type is a module: its empty `export {}` goes (it exports nothing).
  const code = min.code.trim().replace(/;?export\s*\{\s*\};?$/, ';');
  if (/(^|[;}\s])(import|export)[\s{*]/.test(code)) throw new Error(`${file}: a boot script imports types only and exports nothing`);
  if (/<\/script/i.test(code)) throw new Error(`${file}: holds "</script", which would end it inside the page`);
  return { code, csp: `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'` };
}

export function bootScripts(): Plugin {
  return {
    name: 'storefront:boot-scripts',
    apply: 'build',
    async generateBundle() {
      const built = {} as BootScripts;
      for (const [name, file] of Object.entries(SOURCES) as [keyof BootScripts, string][]) {
        this.addWatchFile(path.join(root, file));
        built[name] = await buildInlineScript(file, await fs.readFile(path.join(root, file), 'utf8'));
      }
      this.emitFile({ type: 'asset', fileName: BOOT_SCRIPTS_FILE, source: JSON.stringify(built) });
    },
  };
}
