/**
 * Part of `npm run lint`: the Lingui catalogs hold every message in the code, fa (the
 * default language) has no untranslated message, and a message in two catalogs reads the same in
 * each: they are merged into one at run time (i18n.ts), so the one loaded last would change the
 * words of the pages of the other (the bottom bar's "Cart" read as checkout's step once a member
 * page had been opened, and the server's public pages after it rendered a member's outline). Extraction runs first, so a stale catalog is
 * updated here and the check names what still needs a translation.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** Every catalog of lingui.config.ts, in every language (fa must be complete). */
const CATALOGS = ['messages', 'account', 'checkout', 'orders', 'tickets', 'notices', 'desk'].flatMap((name) => ['fa', 'en'].map((locale) => `src/locales/${locale}/${name}.po`));
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
// A message with a context (`msgctxt`) is a message of its own: the context is part of its key.
const unique = /(?:msgctxt "((?:[^"\\]|\\.)*)"\n)?msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g;
// All are merged into one table per language (the desk's on top of the member's, and a staff
// member who opens the desk and then the shop reads the shop in that table).
const MERGED = ['messages', 'account', 'checkout', 'orders', 'tickets', 'notices', 'desk'];
for (const locale of ['fa', 'en']) {
  const seen = new Map<string, { text: string; file: string }>();
  CATALOGS.forEach((file, i) => {
    if (!file.includes(`/${locale}/`) || !MERGED.some((name) => file.endsWith(`/${name}.po`))) return;
    for (const [, context, id, text] of after[i]!.matchAll(unique)) {
      if (!id || !text) continue;
      const key = context === undefined ? id : `${id} (${context})`;
      const other = seen.get(key);
      if (other && other.text !== text) {
        console.error(`"${key}" reads "${other.text}" in ${other.file} and "${text}" in ${file}: one translation, or a context (msgctxt) for each meaning.`);
        failed = true;
      }
      seen.set(key, { text, file });
    }
  });
}
if (after.some((po, i) => po !== before[i])) {
  console.error('The catalogs were out of date with the code; `lingui extract` has updated them: commit the change.');
  failed = true;
}
if (failed) process.exit(1);
console.log('Catalogs complete: every message extracted, fa fully translated.');
