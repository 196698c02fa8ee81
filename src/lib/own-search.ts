/**
 * A route's search as its validator read it. TanStack Router lays what `validateSearch` returns
 * over the URL's own values (router-core's matchRoutes: `{ ...parentSearch, ...strictSearch }`), so
 * a value the validator left out as invalid (`?page=abc`, `?page=-1`) still reached the route's
 * loader and page: the list asked the backend for an offset of NaN, and the page said the server
 * had failed. Here each key the validator read and did not return is set to undefined, which
 * links leave out (the server answers such a URL with a redirect to the one without it). Keys it
 * never read are not its own and pass as they are: a campaign's `utm_source`, say.
 */
export const ownSearch = <P extends (raw: Record<string, unknown>) => object>(parse: P): P =>
  ((raw: Record<string, unknown>) => {
    const read = new Set<string>();
    const own = parse(
      new Proxy(raw, {
        get(target, key, receiver) {
          if (typeof key === 'string') read.add(key);
          return Reflect.get(target, key, receiver) as unknown;
        },
      }),
    );
    const dropped = [...read].filter((key) => key in raw && !(key in own));
    return { ...Object.fromEntries(dropped.map((key) => [key, undefined])), ...own };
  }) as P;

/**
 * A search param read as text. The router reads `?q=1030` as the number 1030 and `?q=true` as a
 * boolean (router-core's qss decode), so a search for an order number or a product's id is not a
 * string by the time a validator sees it. Control characters are left out: the backend refuses a
 * URL with a NUL (`?q=%00`), and the page said the server had failed.
 */
export const searchText = (v: unknown): string =>
  (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '').replace(/\p{Cc}/gu, '');
