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

export function buildMenu(roots: CategoryNode[], limit = 10): MenuEntry[] {
  return roots.slice(0, limit).map((root) => ({
    id: root.id,
    title: root.title,
    link: categoryLink(root),
    children: root.children.map((child) => ({
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
