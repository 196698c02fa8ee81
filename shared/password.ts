/**
 * Spec §5 and §9: a password's strength. One point for each class it has (lower case, upper case,
 * a digit, one of the special characters `$ @ # & !`) and one for reaching the minimum length of
 * the difficulty (easy 6, medium 7, hard 8); the store's difficulty is hard. The server checks
 * what the page shows, so both run this one rule. Persian and Arabic digits count as digits
 * (they are converted to Latin ones, spec §5).
 */
import { toLatinDigits } from './digits.ts';

export type PasswordDifficulty = 'easy' | 'medium' | 'hard';
export const PASSWORD_MIN_LENGTH: Record<PasswordDifficulty, number> = { easy: 6, medium: 7, hard: 8 };
export const PASSWORD_DIFFICULTY: PasswordDifficulty = 'hard';
export const PASSWORD_SPECIAL_CHARACTERS = '$@#&!';
/** The most a password can score: four classes and the length. */
export const PASSWORD_MAX_SCORE = 5;

export type PasswordStrength = { score: number; lowercase: boolean; uppercase: boolean; digit: boolean; special: boolean; length: boolean };

export function passwordStrength(password: string, difficulty: PasswordDifficulty = PASSWORD_DIFFICULTY): PasswordStrength {
  const latin = toLatinDigits(password);
  const checks = {
    lowercase: /[a-z]/.test(latin),
    uppercase: /[A-Z]/.test(latin),
    digit: /[0-9]/.test(latin),
    special: /[$@#&!]/.test(latin),
    length: [...latin].length >= PASSWORD_MIN_LENGTH[difficulty],
  };
  return { score: Object.values(checks).filter(Boolean).length, ...checks };
}

/** A password the store takes at its difficulty: every class and the length (the full score). */
export const passwordAccepted = (password: string, difficulty: PasswordDifficulty = PASSWORD_DIFFICULTY): boolean =>
  passwordStrength(password, difficulty).score === PASSWORD_MAX_SCORE;
