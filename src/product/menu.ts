/**
 * The header's product submenu (spec §2): the top root categories with their children. A child
 * links straight to its product when exactly one product belongs to it, otherwise to its
 * category page. Pure, so that the rule is unit-tested.
 */
import type { CategoryNode } from '../../contract/catalog.ts';

export type CategoryLink =
  | { kind: 'category-page'; keyword: string; page: string }
  | { kind: 'category-id'; id: number };

export type MenuLink =
  | CategoryLink
  | { kind: 'product'; id: number; slug: string };

export type MenuEntry = { id: number; title: string; link: MenuLink; children: MenuEntry[] };

/** Spec §2: the two category route forms. */
export function categoryLink(c: { id: number; seo: { url_keywords: string | null; page_url: string | null } }): CategoryLink {
  return c.seo.url_keywords && c.seo.page_url
    ? { kind: 'category-page', keyword: c.seo.url_keywords, page: c.seo.page_url }
    : { kind: 'category-id', id: c.id };
}

function linkOf(c: CategoryNode): MenuLink {
  if (c.single_product) {
    return { kind: 'product', id: c.single_product.id, slug: c.single_product.seo.url_keywords ?? '' };
  }
  return categoryLink(c);
}

/** How a category without the data it needs is reported (spec §8: logged, then ignored). */
export type Report = (message: string, item: unknown) => void;
const warn: Report = (message, item) => console.warn(message, item);

/**
 * Spec §8: the categories of a list (the menu's tree, a category's children) that carry what a
 * link needs: a positive id, a title, and their SEO fields. Any other is reported and left out,
 * never a crash: the rest of the list still shows. (A category page that does not exist stays a 404.)
 */
export function usableCategories<C extends { id: number; title: string; seo: { url_keywords: string | null; page_url: string | null } }>(items: readonly C[] | null | undefined, report: Report = warn): C[] {
  if (!Array.isArray(items)) {
    if (items != null) report('Category list without its items: ignored', items);
    return [];
  }
  return items.filter((c) => {
    const usable =
      typeof c === 'object' && c !== null && Number.isInteger(c.id) && c.id > 0 && typeof c.title === 'string' && c.title.trim() !== '' && typeof c.seo === 'object' && c.seo !== null;
    if (!usable) report('Category without its id, title or SEO fields: ignored', c);
    return usable;
  });
}

export function buildMenu(roots: CategoryNode[], limit = 10, report: Report = warn): MenuEntry[] {
  return usableCategories(roots, report).slice(0, limit).map((root) => ({
    id: root.id,
    title: root.title,
    link: categoryLink(root),
    children: usableCategories(root.children ?? [], report).map((child) => ({
      id: child.id,
      title: child.title,
      link: linkOf(child),
      children: [],
    })),
  }));
}

/** The chain of categories from a root down to `id` (inclusive), or [] when not in the tree. */
export function categoryChain(roots: CategoryNode[], id: number): CategoryNode[] {
  for (const node of roots) {
    if (node.id === id) return [node];
    const below = categoryChain(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}
