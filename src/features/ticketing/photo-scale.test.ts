import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_SIDE, scaledSize } from './photo-scale.ts';

describe('photo scaling', () => {
  it('brings the long side to 1600 px and keeps the aspect ratio', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    const { width, height } = scaledSize(5000, 1234);
    expect(Math.max(width, height)).toBe(PHOTO_MAX_SIDE);
    expect(Math.abs(width / height - 5000 / 1234)).toBeLessThan(0.01);
  });
  it('never enlarges a small picture', () => {
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(1600, 10)).toEqual({ width: 1600, height: 10 });
  });
});
