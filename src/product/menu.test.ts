import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../contract/catalog.ts';
import { buildMenu, categoryLink, categoryChain, usableCategories } from './menu.ts';

const node = (id: number, over: Partial<CategoryNode> = {}): CategoryNode => ({
  id,
  title: `c${id}`,
  description: null,
  module_id: 55,
  parent_id: 104,
  status: 1,
  order: 0,
  image: null,
  product_count: 2,
  single_product: null,
  seo: { url_keywords: `k${id}`, page_url: `p${id}`, title: null, description: null },
  children: [],
  ...over,
});

describe('header menu (spec §2)', () => {
  it('links a child with exactly one product straight to that product', () => {
    const single = node(3, {
      product_count: 1,
      single_product: { id: 77, title: 'Only', seo: { url_keywords: 'only', page_url: null, title: null, description: null } },
    });
    const [root] = buildMenu([node(1, { children: [node(2), single] })]);
    expect(root!.children[0]!.link).toEqual({ kind: 'category-page', keyword: 'k2', page: 'p2' });
    expect(root!.children[1]!.link).toEqual({ kind: 'product', id: 77, slug: 'only' });
  });

  it('uses the id route form when a category has no page url', () => {
    expect(categoryLink(node(5, { seo: { url_keywords: 'k5', page_url: null, title: null, description: null } }))).toEqual({
      kind: 'category-id',
      id: 5,
    });
  });

  it('keeps at most the top 10 root categories', () => {
    const roots = Array.from({ length: 14 }, (_, i) => node(i + 1));
    expect(buildMenu(roots)).toHaveLength(10);
  });

  it('logs and leaves out a category missing its data, in the menu and in a list (spec §8), and keeps the rest', () => {
    const logged: unknown[] = [];
    const report = (_: string, item: unknown) => logged.push(item);
    const broken = [
      { ...node(6), title: '' },
      { ...node(7), id: 0 },
      { ...node(8), seo: null } as unknown as CategoryNode,
      null as unknown as CategoryNode,
    ];
    const menu = buildMenu([node(1, { children: [node(2), ...broken] }), ...broken, node(3, { children: undefined as unknown as CategoryNode[] })], 10, report);
    expect(menu.map((e) => e.id)).toEqual([1, 3]);
    expect(menu[0]!.children.map((e) => e.id)).toEqual([2]);
    expect(menu[1]!.children).toEqual([]);
    expect(logged).toHaveLength(8);
    logged.length = 0;
    expect(usableCategories([node(4), ...broken], report).map((c) => c.id)).toEqual([4]);
    expect(usableCategories(undefined, report)).toEqual([]);
    expect(usableCategories({} as unknown as CategoryNode[], report)).toEqual([]);
    expect(logged).toHaveLength(5);
  });

  it('finds the path from a root to a category', () => {
    const tree = [node(1, { children: [node(2, { children: [node(3)] })] }), node(4)];
    expect(categoryChain(tree, 3).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(categoryChain(tree, 4).map((c) => c.id)).toEqual([4]);
    expect(categoryChain(tree, 9)).toEqual([]);
  });
});
