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
