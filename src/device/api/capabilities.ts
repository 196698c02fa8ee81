/**
 * What the backend offers beyond the spec's calls (issue 29): the storefront uses an extension
 * only where the backend says it has it, and otherwise the spec's calls, or hides the feature with
 * a word. A backend that does not answer `capabilities.get` (one serving exactly the spec) offers
 * nothing more. Asked once per page (not kept on the server, where each render asks its own API
 * in-process, so that the page's inline data holds the answer); the device keeps the answer for an
 * hour, and offline uses the last one it heard.
 */
import type { ExtensionCall } from '../../../contract/calls.ts';
import type { ExtensionFeature } from '../../../contract/constants.ts';
import { apiCall, toApiError } from './client.ts';

export type Extension = ExtensionCall | ExtensionFeature;

const KEPT_KEY = 'backendExtensions';
/** How long this device takes the backend's last answer as it is, without asking again. */
const KEPT_FOR_MS = 3600_000;
type Kept = { getItem(key: string): string | null; setItem(key: string, value: string): void };
/** The page's localStorage (none in the service worker, nor on the server). */
const storage = (): Kept | null => {
  try {
    return (globalThis as { localStorage?: Kept }).localStorage ?? null;
  } catch {
    return null; // storage refused (a privacy setting)
  }
};
const keep = (names: string[]) => storage()?.setItem(KEPT_KEY, JSON.stringify({ names, at: Date.now() }));
/** The last answer on this device, and when it came; null if none. */
function kept(): { names: string[]; at: number } | null {
  try {
    const raw = JSON.parse(storage()?.getItem(KEPT_KEY) ?? 'null') as { names?: unknown; at?: unknown } | null;
    if (!raw || !Array.isArray(raw.names) || typeof raw.at !== 'number') return null;
    return { names: raw.names.filter((n): n is string => typeof n === 'string'), at: raw.at };
  } catch {
    return null;
  }
}

async function ask(): Promise<ReadonlySet<string>> {
  const last = kept();
  if (last && Date.now() - last.at < KEPT_FOR_MS && Date.now() >= last.at) return new Set(last.names);
  try {
    const names = (await apiCall('capabilities.get', { params: { lang: 'fa' } })).data.extensions;
    keep(names);
    return new Set(names);
  } catch (err) {
    const e = toApiError(err);
    // The backend answered without it: it serves the spec's calls only.
    if (!e.offline && e.status_code === 404) {
      keep([]);
      return new Set();
    }
    // No answer (offline, a server error): what this device last heard, and ask again next time.
    known = null;
    return new Set(last?.names ?? []);
  }
}

let known: Promise<ReadonlySet<string>> | null = null;

/** The backend's extensions (contract/calls.ts `extension` calls and contract/constants.ts EXTENSION_FEATURES). */
export function backendExtensions(): Promise<ReadonlySet<string>> {
  if (import.meta.env.SSR) return ask();
  known ??= ask();
  return known;
}

/** Whether the backend offers `extension`. */
export const offers = async (extension: Extension): Promise<boolean> => (await backendExtensions()).has(extension);
