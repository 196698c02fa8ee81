/** What the checkout's delivery step reads: from the server, or offline from this device's copy (member-reads.ts), dated. */
import type { Locale } from '../../i18n/locale.ts';
import { readThrough } from '../member/member-reads.ts';
import { fetchTransmits } from './checkout-api.ts';

export const loadTransmits = (locale: Locale) => readThrough(`transmits:${locale}`, () => fetchTransmits(locale));
