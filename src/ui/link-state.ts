/**
 * `activeOptions` for links that say themselves which of them is the page's (a list's pages, its
 * tabs by section, category or status) and for a breadcrumb's links, whose pages are never the one
 * shown. By default the router marks a link current (aria-current, `active`) when its path starts
 * the page's and its search is a part of the page's; `{}` is a part of every search, so "All",
 * "Articles" and page 1 were current beside the tab or page that was, a list's "Clear filters" on
 * every filtered list, and an article's breadcrumb "Articles" beside the article. Matched whole, a
 * link is current only when it is the page itself.
 */
export const CURRENT_WHEN_SAME = { exact: true } as const;
