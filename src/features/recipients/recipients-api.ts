/** The member's delivery recipients (contract/store.ts), and the places they are in (contract/general.ts). */
import type { RecipientBody } from '../../../contract/store.ts';
import { apiCall } from '../../device/api/client.ts';
import type { Locale } from '../../i18n/locale.ts';
import { memberCall, memberRead } from '../session/member-call.ts';
import { recipientsRead } from '../member/member-page-reads.ts';

/** A write that a retry must not repeat: a fresh key for this one attempt. */
const once = () => ({ idempotencyKey: crypto.randomUUID() });

export const fetchProvinces = async (locale: Locale) => (await apiCall('provinces.list', { params: { lang: locale }, query: { limit: 100, sort: 'title' } })).data;

/** Spec §7: cities with `rankings=1,2` (capitals and major cities). */
export const fetchCities = async (locale: Locale, provinceId: number) =>
  (await apiCall('cities.list', { params: { lang: locale }, query: { rankings: '1,2', province_id: provinceId, limit: 100 } })).data;

export const fetchRecipients = async (locale: Locale) => (await memberRead(recipientsRead(locale))).data;

export const createRecipient = async (locale: Locale, body: RecipientBody) => (await memberCall('recipients.create', { params: { lang: locale }, body }, once())).data;

export const updateRecipient = async (locale: Locale, id: number, body: RecipientBody) => (await memberCall('recipients.update', { params: { lang: locale, id }, body }, once())).data;

export const deleteRecipient = async (locale: Locale, id: number) => {
  await memberCall('recipients.delete', { params: { lang: locale, id } });
};
