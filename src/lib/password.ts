export type PasswordDifficulty = 'easy' | 'medium' | 'hard';

/** Spec §5: minimum length per difficulty; the configured difficulty is hard. */
export const PASSWORD_MIN_LENGTH: Record<PasswordDifficulty, number> = { easy: 6, medium: 7, hard: 8 };
export const PASSWORD_DIFFICULTY: PasswordDifficulty = 'hard';
export const PASSWORD_SPECIAL_CHARACTERS = '$@#&!';

export type PasswordStrength = {
  score: number;
  lowercase: boolean;
  uppercase: boolean;
  digit: boolean;
  special: boolean;
  length: boolean;
};

/** One point per satisfied class (lowercase, uppercase, digit, special) plus one for the minimum length. */
export function passwordStrength(
  password: string,
  difficulty: PasswordDifficulty = PASSWORD_DIFFICULTY,
): PasswordStrength {
  const checks = {
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /[0-9]/.test(password),
    special: /[$@#&!]/.test(password),
    length: password.length >= PASSWORD_MIN_LENGTH[difficulty],
  };
  const score = Object.values(checks).filter(Boolean).length;
  return { score, ...checks };
}
