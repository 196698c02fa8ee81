/**
 * A Vite plugin for the storefront's client build: the `@font-face` rules leave the main style
 * sheet for a sheet of their own, linked from index.html before it.
 *
 * Why: a server-rendered page carries its first screen's rules and the font faces inline, and
 * the whole style sheet arrives after the first paint (server/site/html/critical-css.ts). Font faces
 * declared a second time make Chromium drop its font lookups and lay out all of the page's text
 * again, whether or not a face is in use: 3 of 7.5 ms to apply the sheet on the bench's machine,
 * one task four times longer on a throttled phone. With the faces apart, a page takes them once,
 * inline, and the late sheet only adds rules. The offline shell links both sheets.
 *
 * It also writes each face's file into index.html's head script, which preloads the page's
 * language's face where the device has the font (below).
 */
import type { Plugin, Rollup } from 'vite';
import { fontFiles, splitFontFaces } from '../shared/font-faces.ts';

/** What index.html's head script holds in place of the faces' files (`{ family: file }`), filled in here. */
const FONT_FILES_MARK = '{} /* the site font files: scripts/font-face-sheet.ts */';

type OutputAsset = Rollup.OutputAsset;

export function fontFaceSheet(): Plugin {
  return {
    name: 'storefront:font-face-sheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const html = bundle['index.html'] as OutputAsset | undefined;
      if (!html) return;
      let page = String(html.source);
      const allFaces: string[] = [];
      const sheets = Object.values(bundle).filter((f): f is OutputAsset => f.type === 'asset' && f.fileName.endsWith('.css') && page.includes(`href="/${f.fileName}"`));
      for (const sheet of sheets) {
        const { faces, rest } = splitFontFaces(String(sheet.source));
        if (faces.length === 0) continue;
        allFaces.push(...faces);
        // The faces as a new file named by its content; the rest keeps the sheet's own name: lazy
        // chunks that import from the entry's chunk name it among the files to preload (and skip
        // it, as index.html links it already), and those names are written before this hook.
        const fontsFile = this.getFileName(this.emitFile({ type: 'asset', name: 'fonts.css', source: faces.join('') }));
        const link = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
        if (!page.includes(link(sheet.fileName))) this.error(`index.html: no ${link(sheet.fileName)} to split`);
        page = page.replace(link(sheet.fileName), link(fontsFile) + link(sheet.fileName));
        sheet.source = rest;
      }
      // The head script preloads the face of the page's language where the device has it: with
      // `font-display: optional`, a face asked for only when the first layout meets the text came
      // (from the worker's cache, on a throttled phone) after its 100 ms and the page kept the
      // device's font; preloaded, Chromium holds the first paint for it a moment instead.
      if (!page.includes(FONT_FILES_MARK)) this.error(`index.html: no ${FONT_FILES_MARK} for the font files`);
      page = page.replace(FONT_FILES_MARK, () => JSON.stringify(fontFiles(allFaces)));
      html.source = page;
    },
  };
}
