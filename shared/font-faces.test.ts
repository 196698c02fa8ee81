import { describe, expect, it } from 'vitest';
import { fontFiles, splitFontFaces } from './font-faces.ts';

describe('splitFontFaces', () => {
  it('takes every font face out of a sheet and leaves its rules in order', () => {
    const css = '@font-face{font-family:A;src:url(/a.woff2)}:root{--f:A}@font-face{font-family:B;src:url(/b.woff2)}.x{color:red}';
    expect(splitFontFaces(css)).toEqual({
      faces: ['@font-face{font-family:A;src:url(/a.woff2)}', '@font-face{font-family:B;src:url(/b.woff2)}'],
      rest: ':root{--f:A}.x{color:red}',
    });
  });

  it('leaves a sheet without faces as it is', () => {
    expect(splitFontFaces('.x{color:red}')).toEqual({ faces: [], rest: '.x{color:red}' });
  });
});

describe('fontFiles', () => {
  it('names each family’s WOFF2 file, quoted or not, the first file of a family kept', () => {
    const faces = [
      '@font-face{font-family:Vazirmatn FA;font-display:optional;src:url(/assets/vazirmatn-fa-1.woff2)format("woff2");unicode-range:U+600-6FF}',
      "@font-face{font-family:'Vazirmatn EN';src:url('/assets/vazirmatn-en-2.woff2') format('woff2')}",
      '@font-face{font-family:"Vazirmatn FA";src:url(/assets/vazirmatn-fa-bold.woff2)}',
      '@font-face{font-family:Icons;src:url(/assets/icons.woff)}',
    ];
    expect(fontFiles(faces)).toEqual({ 'Vazirmatn FA': '/assets/vazirmatn-fa-1.woff2', 'Vazirmatn EN': '/assets/vazirmatn-en-2.woff2' });
  });
});
