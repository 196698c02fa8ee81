import { describe, expect, it } from 'vitest';
import { splitFontFaces } from './font-faces.ts';

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
