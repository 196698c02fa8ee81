/**
 * Part of `npm run lint`: the Lingui catalogs hold every message in the code, and fa (the
 * default language) has no untranslated message. Extraction runs first, so a stale catalog is
 * updated here and the check names what still needs a translation.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const before = fs.readFileSync(path.join(root, 'src/locales/fa/messages.po'), 'utf8');
const extract = spawnSync(path.join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], { cwd: root, encoding: 'utf8' });
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  process.exit(1);
}
const po = fs.readFileSync(path.join(root, 'src/locales/fa/messages.po'), 'utf8');

const untranslated: string[] = [];
const entry = /msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g;
for (const m of po.matchAll(entry)) {
  if (m[1] && !m[2]) untranslated.push(m[1]);
}
let failed = false;
if (untranslated.length) {
  console.error(`src/locales/fa/messages.po: ${untranslated.length} untranslated message(s):`);
  for (const id of untranslated) console.error(`  ${id}`);
  failed = true;
}
if (po !== before) {
  console.error('The catalogs were out of date with the code; `lingui extract` has updated them: commit the change.');
  failed = true;
}
if (failed) process.exit(1);
console.log('Catalogs complete: every message extracted, fa fully translated.');
