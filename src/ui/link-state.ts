/**
 * `activeOptions` for links that say themselves which of them is the page's (a list's pages, the
 * tabs of a list by section, category or status): the router marks a link current when its search
 * is a part of the page's, and `{}` is a part of every search, so "All", "Articles" and page 1 were
 * each marked current (aria-current, `active`) beside the one that was, on every tab and page, and
 * a list's "Clear filters" on every filtered list. Matched whole, a link is the router's current
 * one only when it is the page itself.
 */
export const CURRENT_WHEN_SAME = { exact: true } as const;
