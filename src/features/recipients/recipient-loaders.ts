/** The recipients page's data: from the server, or offline from this device's copy (member-reads.ts), dated. */
import type { Locale } from '../../i18n/locale.ts';
import { readThrough } from '../member/member-reads.ts';
import { fetchRecipients } from './recipients-api.ts';

export const loadRecipients = (locale: Locale) => readThrough(`recipients:${locale}`, () => fetchRecipients(locale));
