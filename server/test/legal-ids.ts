/** Test data: a legal entity's national ID that carries its check digit (contract/constants.ts isLegalNationalId), from ten random digits. */
import { isLegalNationalId } from '../../contract/legal-id.ts';

const WEIGHTS = [29, 27, 23, 19, 17];

export function legalId(): string {
  for (;;) {
    const head = Array.from({ length: 10 }, () => Math.floor(Math.random() * 10)).join('');
    const d = Number(head[9]) + 2;
    let sum = 0;
    for (let i = 0; i < 10; i++) sum += (d + Number(head[i])) * WEIGHTS[i % 5]!;
    const id = head + String(sum % 11 === 10 ? 0 : sum % 11);
    // The middle six all zero is no ID: drawn again.
    if (isLegalNationalId(id)) return id;
  }
}

/** The same ID with a wrong last digit. */
export const withWrongCheckDigit = (id: string) => id.slice(0, 10) + String((Number(id[10]) + 1) % 10);
