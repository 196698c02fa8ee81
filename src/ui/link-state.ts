import { useRouterState } from '@tanstack/react-router';
import { stripLocale } from '../../shared/locale.ts';

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

/**
 * The link state of a menu's link to a section (News, Orders, the desk's Tickets), to spread on
 * the link: the router marks it "page" on the section's own page alone (CURRENT_WHEN_SAME), and on
 * the section's other pages (an article, an order, a ticket) it is `aria-current="true"`, "the
 * current item", for a screen reader and the menu's marking. `section` is the path without its
 * language ("/news").
 */
export function useSectionLink(section: string): { activeOptions: typeof CURRENT_WHEN_SAME; 'aria-current': 'true' | undefined } {
  const inside = useRouterState({
    select: (s) => {
      const path = stripLocale(s.location.pathname);
      return path !== section && path.startsWith(`${section}/`);
    },
  });
  return { activeOptions: CURRENT_WHEN_SAME, 'aria-current': inside ? 'true' : undefined };
}
