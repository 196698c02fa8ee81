/**
 * Part of `npm run lint`: the Lingui catalogs hold every message in the code, and fa (the
 * default language) has no untranslated message. Extraction runs first, so a stale catalog is
 * updated here and the check names what still needs a translation.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** Every catalog of lingui.config.ts, in every language (fa must be complete). */
const CATALOGS = ['messages', 'account', 'notices'].flatMap((name) => ['fa', 'en'].map((locale) => `src/locales/${locale}/${name}.po`));
const read = () => CATALOGS.map((file) => (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : ''));
const before = read();
const extract = spawnSync(path.join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], { cwd: root, encoding: 'utf8' });
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  process.exit(1);
}
const after = read();

let failed = false;
const entry = /msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g;
CATALOGS.forEach((file, i) => {
  if (!file.includes('/fa/')) return;
  const untranslated = [...after[i]!.matchAll(entry)].filter((m) => m[1] && !m[2]).map((m) => m[1]!);
  if (untranslated.length) {
    console.error(`${file}: ${untranslated.length} untranslated message(s):`);
    for (const id of untranslated) console.error(`  ${id}`);
    failed = true;
  }
});
if (after.some((po, i) => po !== before[i])) {
  console.error('The catalogs were out of date with the code; `lingui extract` has updated them: commit the change.');
  failed = true;
}
if (failed) process.exit(1);
console.log('Catalogs complete: every message extracted, fa fully translated.');
