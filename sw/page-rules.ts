/** Which pages the worker keeps for offline, and whether a kept one still holds (pages.ts). Pure, so that the rules are unit-tested. */
import { stripLocale } from '../shared/locale.ts';
import { isClientOnlyPage } from '../shared/site-paths.ts';
import { FROM_DEVICE_ATTRIBUTE } from '../src/device/api/boot.ts';

/** Whether a navigation to `pathname` may be answered by the server's rendered page (and kept). */
export const isServerPage = (pathname: string): boolean => !isClientOnlyPage(stripLocale(pathname));

/** A rendered page's inline answers (keyed by the API URL the page asks) and when the server read them. */
export type PageAnswers = { readAt: number; answers: Record<string, unknown> };

const BOOT_DATA = /<script type="application\/json" id="boot-data" data-read-at="(\d+)">([\s\S]*?)<\/script>/;

/** The page's HTML with its answers dated `at` (ms). */
export const datedAt = (html: string, at: number): string => html.replace(/(<script type="application\/json" id="boot-data" data-read-at=")\d+"/, `$1${at}"`);

/** A kept page's HTML marked as served from the device: the store gave no answer (its banner says so: device/api/reach-state.ts). */
export const markedFromDevice = (html: string): string => html.replace(/(<script type="application\/json" id="boot-data") /, `$1 ${FROM_DEVICE_ATTRIBUTE} `);

/** The answers inside a rendered page's HTML, or null for the shell (or anything else). */
export function answersOf(html: string): PageAnswers | null {
  const found = BOOT_DATA.exec(html);
  if (!found) return null;
  try {
    const answers = JSON.parse(found[2]!) as unknown;
    if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return null;
    return { readAt: Number(found[1]), answers: answers as Record<string, unknown> };
  } catch {
    return null;
  }
}

/**
 * Whether a kept page still agrees with the device's reads: each of its answers that the device
 * also holds is the same data. `held` is the device's copy of each answer's URL (undefined: none).
 */
export function agreesWithReads(page: PageAnswers, held: Record<string, unknown>): boolean {
  return Object.entries(page.answers).every(([url, answer]) => held[url] === undefined || JSON.stringify(held[url]) === JSON.stringify(answer));
}
