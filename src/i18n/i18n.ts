/**
 * Lingui set-up: each language's catalog is a file of its own, loaded on demand (the locale
 * route's beforeLoad, before anything is drawn). The server lists the page's language's file
 * among the page's scripts, so it comes with the entry and both are precached for offline use.
 * A page in English does not carry the Persian words it would never show (5 KB of its first
 * scripts, when fa's were bundled with the app).
 */
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, directionOf, type Locale } from './locale.ts';
import { MEMBER_WORD_PARTS, type MemberWordPart } from '../../shared/site-paths.ts';

/**
 * One instance per language besides the active one: the server renders pages of both languages
 * at once, and a page's head must not read the other page's language (i18nFor).
 */
const byLocale: Partial<Record<Locale, I18n>> = {};

/**
 * Every catalog of every language (lingui.config.ts), each a file of its own loaded when first
 * needed: `messages` (every page's; scripts/route-chunks.ts names it under `words:fa` and
 * `words:en`), `account`, checkout's, the orders', the tickets' and a notice's words (the member's
 * pages, shared/site-paths.ts memberWordsOf), and `desk` (the staff desk).
 */
const catalogs = import.meta.glob<Messages>('../locales/*/*.po', { import: 'messages' });
type Catalog = 'messages' | 'account' | MemberWordPart | 'desk';
const catalog = (locale: Locale, name: Catalog) => () => catalogs[`../locales/${locale}/${name}.po`]!();

/** Loads a language's catalog once (without making it the active language). */
export async function loadCatalog(locale: Locale): Promise<void> {
  if (byLocale[locale]) return;
  const messages = await catalog(locale, 'messages')();
  i18n.load(locale, messages);
  byLocale[locale] = setupI18n({ locale, messages: { [locale]: messages } });
}

/** The catalogs added to each language's (`fa:account`, `fa:checkout`, `en:desk`…), as they load. */
const added = new Map<string, Promise<void>>();

/** Adds a catalog's messages to the language's, once (at the same time, the first call's load). */
function addOnce(locale: Locale, name: Catalog): Promise<void> {
  const key = `${locale}:${name}`;
  let adding = added.get(key);
  if (!adding) {
    adding = catalog(locale, name)().then((messages) => {
      i18n.load(locale, messages);
      byLocale[locale]!.load(locale, messages);
    });
    // A file that could not load (offline, a release that removed it) is asked for again next time.
    adding.catch(() => added.delete(key));
    added.set(key, adding);
  }
  return adding;
}

/**
 * The member's pages' words (lingui.config.ts: the `account` catalog, and the `parts` the page
 * needs beyond it, shared/site-paths.ts memberWordsOf), added to the language's catalog once,
 * before such a page renders (the locale route's beforeLoad).
 */
export async function loadAccountCatalog(locale: Locale, parts: readonly MemberWordPart[] = []): Promise<void> {
  await loadCatalog(locale);
  await Promise.all([addOnce(locale, 'account'), ...parts.map((part) => addOnce(locale, part))]);
}

/** Loads the catalog if needed, activates it and sets `<html lang dir>` to match. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document === 'undefined') return; // rendering on the server
  const html = document.documentElement;
  // Written only when they change: the locale route's beforeLoad runs at every preload and
  // navigation, and the same value written again made the browser compute the whole page's style
  // again (lang and dir are inherited), in a card's tap before its paint (bench/taps.ts).
  const dir = directionOf(locale);
  if (html.lang !== locale) html.lang = locale;
  if (html.dir !== dir) html.dir = dir;
}

/** Translations in `locale` whatever the active language (its catalog is loaded by activateLocale). */
export function i18nFor(locale: Locale): I18n {
  const loaded = byLocale[locale] ?? byLocale[DEFAULT_LOCALE];
  if (!loaded) throw new Error(`i18nFor(${locale}): no catalog loaded yet (activateLocale first)`);
  return loaded;
}

export { i18n };

/** The staff desk's words (lingui.config.ts: the `desk` catalog), with all the member's, before a desk page renders. */
export async function loadDeskCatalog(locale: Locale): Promise<void> {
  await loadAccountCatalog(locale, MEMBER_WORD_PARTS);
  await addOnce(locale, 'desk');
}
