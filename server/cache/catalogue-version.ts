/**
 * Whether what this instance read of the catalogue may still be true: a number that changes with
 * every change notice (and every write through this instance that drops public answers), and is
 * null while the instance does not follow the notices (none set up, or the listening connection
 * lost). What is remembered under one version is forgotten at the next; nothing is remembered
 * under null. The products repository keeps list counts by it (products-repo.ts).
 */
let version = 0;
let following = false;

export const catalogueVersion = (): number | null => (following ? version : null);

/** A change to public data was announced or made here. */
export function catalogueChanged() {
  version++;
}

/** The instance follows the change notices (true), or may have missed some (false). */
export function followingCatalogue(on: boolean) {
  following = on;
  version++;
}

/**
 * Values computed from one database's catalogue (per `owner`: a Db), kept while the catalogue
 * version stays the same and for at most `maxAgeMs`, at most `max` of them (the oldest out first).
 */
export function keptWhileUnchanged<T>(opts: { max: number; maxAgeMs: number }) {
  const byOwner = new WeakMap<object, Map<string, { value: T; version: number; until: number }>>();
  return {
    get(owner: object, key: string, at = Date.now()): T | undefined {
      const v = catalogueVersion();
      const kept = v === null ? undefined : byOwner.get(owner)?.get(key);
      return kept && kept.version === v && kept.until > at ? kept.value : undefined;
    },
    set(owner: object, key: string, value: T, at = Date.now()) {
      const v = catalogueVersion();
      if (v === null) return;
      const kept = byOwner.get(owner) ?? new Map<string, { value: T; version: number; until: number }>();
      byOwner.set(owner, kept);
      kept.delete(key);
      kept.set(key, { value, version: v, until: at + opts.maxAgeMs });
      for (const [old, entry] of kept) {
        if (kept.size <= opts.max && entry.version === v) break;
        kept.delete(old);
      }
    },
  };
}
