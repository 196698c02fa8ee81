/**
 * Rendered public pages and public catalogue answers, kept in memory per URL (issue 13 §1). The
 * catalogue changes a few times a day and is read thousands of times an hour: each page is
 * rendered once per change, not once per visitor. Everything is dropped when the database says
 * that what they show changed (LISTEN storefront_changes, from any instance), or when that news
 * may have been missed; an entry also ages out after `maxAgeMs`, for what depends on the clock
 * ("new products" of the last days): a page then is sent as it was while it is made again
 * (`lookup`), for at most another `maxAgeMs`. Bounded by bytes, least recently used first out.
 *
 * Member answers and private pages are never put here (their routes mark them private).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { heldBytes, type StoredBody } from './stored-body.ts';
import type { DbHandle } from '../db/create-db.ts';
import { droppedBy } from './cache-tags.ts';
import { catalogueChanged, followingCatalogue } from './catalogue-version.ts';

export type CachedResponse = StoredBody & {
  status: number;
  /** Headers beyond the body's own (a page's Content-Security-Policy, a redirect's Location). */
  headers: Record<string, string>;
  /** What it depends on (cache-tags.ts), for the pages rendered from it. */
  tags?: readonly string[];
};

type Slot = { value: CachedResponse; bytes: number; expires: number; tags: ReadonlySet<string> };

/** An invalidation, remembered so that an answer begun before it is not kept after it. */
type Dropped = { gen: number; tags: ReadonlySet<string> | null };
/** How many recent invalidations are remembered; an answer begun before the oldest is not kept. */
const REMEMBERED = 256;

const touches = (dropped: Dropped, tags: ReadonlySet<string>) => dropped.tags === null || tags.has('*') || [...tags].some((t) => dropped.tags!.has(t));

export class ResponseCache {
  private readonly slots = new Map<string, Slot>();
  private bytes = 0;
  private gen = 0;
  private paused = false;
  private recent: Dropped[] = [];
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(private readonly opts: { maxBytes: number; maxAgeMs: number; now?: () => number }) {}

  private now() {
    return this.opts.now?.() ?? Date.now();
  }

  /** What changes with every invalidation: an answer begun before one is not kept after it. */
  get generation() {
    return this.gen;
  }

  get size() {
    return { entries: this.slots.size, bytes: this.bytes };
  }

  /** An answer: what is kept for `key` while it is fresh. */
  get(key: string): CachedResponse | undefined {
    return this.lookup(key, 0)?.value;
  }

  /**
   * For a page: what is kept for `key`, and whether it is fresh. One that has aged out (not one
   * invalidated: that is gone) stays for another `agedForMs` (`maxAgeMs`), to be sent while it is
   * made again (the caller's part); after that it is dropped.
   */
  lookup(key: string, agedForMs = this.opts.maxAgeMs): { value: CachedResponse; fresh: boolean } | undefined {
    const slot = this.slots.get(key);
    const now = this.now();
    if (!slot || slot.expires + agedForMs <= now) {
      if (slot) this.drop(key, slot);
      this.stats.misses++;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.slots.delete(key);
    this.slots.set(key, slot);
    if (slot.expires <= now) return { value: slot.value, fresh: false };
    this.stats.hits++;
    return { value: slot.value, fresh: true };
  }

  /** Drops everything and keeps nothing until `resume` (while nothing would say when a kept answer goes stale). */
  pause() {
    this.paused = true;
    this.invalidate();
  }

  resume() {
    this.paused = false;
  }

  /**
   * Keeps `value`, which depends on `tags` (cache-tags.ts; `*`: on everything), unless something it
   * depends on was invalidated since `generation` (when it was read).
   */
  set(key: string, generation: number, value: CachedResponse, tags: Iterable<string> = ['*']) {
    if (this.paused || this.opts.maxBytes <= 0) return;
    const depends = new Set(tags);
    if (generation !== this.gen) {
      const oldest = this.recent[0]?.gen ?? this.gen;
      if (generation < oldest - 1 || this.recent.some((d) => d.gen > generation && touches(d, depends))) return;
    }
    const bytes = key.length + heldBytes(value);
    if (bytes > this.opts.maxBytes / 8) return;
    const old = this.slots.get(key);
    if (old) this.drop(key, old);
    this.slots.set(key, { value, bytes, expires: this.now() + this.opts.maxAgeMs, tags: depends });
    this.bytes += bytes;
    for (const [k, slot] of this.slots) {
      if (this.bytes <= this.opts.maxBytes) break;
      this.drop(k, slot);
    }
  }

  /** Drops everything (`tags` absent), or what depends on any of `tags` (and what depends on everything). */
  invalidate(tags?: Iterable<string> | null) {
    this.gen++;
    this.stats.invalidations++;
    const dropped = tags ? new Set(tags) : null;
    this.recent.push({ gen: this.gen, tags: dropped });
    if (this.recent.length > REMEMBERED) this.recent.shift();
    if (!dropped) {
      this.slots.clear();
      this.bytes = 0;
      return;
    }
    const event = this.recent.at(-1)!;
    for (const [key, slot] of this.slots) if (touches(event, slot.tags)) this.drop(key, slot);
  }

  private drop(key: string, slot: Slot) {
    this.slots.delete(key);
    this.bytes -= slot.bytes;
  }
}

/**
 * For a write that can change what public pages show (a review, stock taken by an order): once
 * it succeeds, this instance drops its kept pages at once. Other instances hear of it from the
 * database (its triggers notify them on commit), a moment later.
 */
export const invalidatesPublicCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // A write that says what it changed (c.var.changed: the tags of cache-tags.ts) drops that;
  // otherwise everything.
  if (c.res.status < 400) {
    c.var.publicCache.invalidate(c.get('changed') ?? null);
    catalogueChanged();
  }
};

/** The channel the database announces changes to public data on (migration 0006's triggers). */
export const CHANGES_CHANNEL = 'storefront_changes';
/** The longest a cached page or answer is served, for what changes with the clock alone. */
export const PUBLIC_CACHE_MAX_AGE_MS = 5 * 60_000;

/** Something else kept in step by the change notices (modules/catalog/search-index.ts). */
export type ChangeListener = {
  /** A notice's payload (cache-tags.ts). */
  notice: (payload: string) => void;
  /** Notices may have been missed from here on. */
  gap: () => void;
  /** Notices are followed (again). */
  listening: () => void;
};

/**
 * This instance's public cache, once it follows the database's change notices: every notice, and
 * every moment one may have been missed (the listening connection lost), drops it. Nothing is
 * kept before the subscription stands. `also`: others told of the same notices.
 */
export async function followChanges(listen: DbHandle['listen'], megabytes: number, also: readonly ChangeListener[] = []): Promise<ResponseCache> {
  const cache = new ResponseCache({ maxBytes: megabytes * 1024 * 1024, maxAgeMs: PUBLIC_CACHE_MAX_AGE_MS });
  cache.pause();
  await listen(CHANGES_CHANNEL, {
    onNotify: (payload) => {
      cache.invalidate(droppedBy(payload));
      catalogueChanged();
      for (const l of also) l.notice(payload);
    },
    onGap: () => {
      cache.pause();
      followingCatalogue(false);
      for (const l of also) l.gap();
    },
    onListening: () => {
      cache.resume();
      followingCatalogue(true);
      for (const l of also) l.listening();
    },
  });
  return cache;
}
