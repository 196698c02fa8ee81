/**
 * Lingui set-up: fa, the default, is bundled with the app (and so precached for offline use);
 * en is loaded on demand the first time an /en page opens.
 */
import { i18n, type Messages } from '@lingui/core';
import { messages as faMessages } from '../locales/fa/messages.po';
import { directionOf, type Locale } from './locale.ts';

i18n.load('fa', faMessages);
i18n.activate('fa');

const loaded = new Set<Locale>(['fa']);
const loaders: Record<Locale, () => Promise<Messages>> = {
  fa: async () => faMessages,
  en: async () => (await import('../locales/en/messages.po')).messages,
};

/** Loads the catalog if needed, activates it and sets `<html lang dir>` to match. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, await loaders[locale]());
    loaded.add(locale);
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document === 'undefined') return; // rendering on the server
  const html = document.documentElement;
  html.lang = locale;
  html.dir = directionOf(locale);
}

export { i18n };
