/**
 * A style sheet's `@font-face` rules apart from the rest: the client build gives the faces a sheet
 * of their own (scripts/font-face-sheet.ts), and the server carries them inline in every page and
 * does not send that sheet again (server/site/html/critical-css.ts). Both read faces the same way here.
 */
const FACE = /@font-face\s*\{[^}]*\}/g;

/** A style sheet's font faces, each whole and in order, and the sheet without them. */
export function splitFontFaces(css: string): { faces: string[]; rest: string } {
  return { faces: css.match(FACE) ?? [], rest: css.replace(FACE, '') };
}

/**
 * Each face's family and its WOFF2 file, from font faces as `splitFontFaces` answers them (the
 * first file a family names wins): what index.html's head script preloads where the device has
 * the site's font (scripts/font-face-sheet.ts writes it there).
 */
export function fontFiles(faces: string[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const face of faces) {
    const family = /font-family:\s*(?:"([^"]+)"|'([^']+)'|([^;}]+))/.exec(face);
    const file = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(face)?.[1];
    const name = (family?.[1] ?? family?.[2] ?? family?.[3])?.trim();
    if (name && file && !(name in files)) files[name] = file;
  }
  return files;
}
