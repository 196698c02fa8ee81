/**
 * An Iranian legal entity's national ID (شناسه ملی): 11 digits whose last is a check digit
 * (persian-tools' verifyIranianLegalId: the tenth digit plus 2 added to each of the first ten,
 * weighted 29, 27, 23, 19, 17 in turn, modulo 11, 10 read as 0), and not all zeros in the middle.
 * A file of its own, without zod, so that the storefront's form checks the same (and the toolkit
 * loads with that form only, not with every page that reads contract/constants.ts).
 */
import { verifyIranianLegalId } from '@persian-tools/persian-tools';

export const isLegalNationalId = (id: string): boolean => /^\d{11}$/.test(id) && verifyIranianLegalId(id) === true;
