import { describe, expect, it } from 'vitest';
import { passwordAccepted, passwordStrength, PASSWORD_MIN_LENGTH } from './password.ts';

describe('password strength (spec §5)', () => {
  it('scores one point per class and one for the minimum length', () => {
    expect(passwordStrength('')).toEqual({ score: 0, lowercase: false, uppercase: false, digit: false, special: false, length: false });
    expect(passwordStrength('abc').score).toBe(1);
    expect(passwordStrength('abcDEF12').score).toBe(4); // three classes and the length
    expect(passwordStrength('aB3$').score).toBe(4); // four classes, too short
    expect(passwordStrength('aB3$efgh')).toEqual({ score: 5, lowercase: true, uppercase: true, digit: true, special: true, length: true });
  });

  it('takes only $ @ # & ! as special characters', () => {
    for (const c of '$@#&!') expect(passwordStrength(`x${c}`).special, c).toBe(true);
    for (const c of '%^*-_.?') expect(passwordStrength(`x${c}`).special, c).toBe(false);
  });

  it('needs 6, 7 or 8 characters by difficulty; the store’s is hard (8)', () => {
    expect(PASSWORD_MIN_LENGTH).toEqual({ easy: 6, medium: 7, hard: 8 });
    expect(passwordStrength('aB3$efg').length).toBe(false);
    expect(passwordStrength('aB3$efg', 'medium').length).toBe(true);
    expect(passwordStrength('aB3$ef', 'easy').length).toBe(true);
  });

  it('counts Persian and Arabic digits as digits', () => {
    expect(passwordStrength('abc۳').digit).toBe(true);
    expect(passwordStrength('abc٣').digit).toBe(true);
  });

  it('accepts a password only at the full score', () => {
    expect(passwordAccepted('aB3$efgh')).toBe(true);
    expect(passwordAccepted('aB3$efg')).toBe(false);
    expect(passwordAccepted('abcdefgh12')).toBe(false);
  });
});
