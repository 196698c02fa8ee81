/**
 * A list's specifications as filters (issue 31 §4): each filterable key with its values and how many
 * products have each. The server counts a category's or a search's products; offline, the device
 * counts the products its search found (the same order either way). The keys are the caller's
 * (contract/constants.ts SPEC_FILTER_KEYS): nothing here knows the contract.
 */

export type SpecFacet<K extends string> = { key: K; name: string; values: { value: string; count: number }[] };
export type SpecValueRow<K extends string> = { key: K; name: string; value: string; count: number };
type Specified = { specifications?: { key: string; name: string; value: string }[] };

/**
 * USP sizes read thickest first (2, 1, 0, 2-0 … 10-0): their order, not the alphabet's; any other
 * specification, by its value.
 */
export function specOrder(key: string, value: string): number {
  if (key !== 'size') return 0;
  const m = /^(\d+)(-0)?$/.exec(value.trim());
  if (!m) return 1_000;
  return m[2] ? Number(m[1]) + 100 : 100 - Number(m[1]);
}

/** Facets from each key's values and counts: in `keys`' order, values in their own (sizes thickest first). */
export function facetsOf<K extends string>(rows: readonly SpecValueRow<K>[], keys: readonly K[], lang: string): SpecFacet<K>[] {
  const facets: SpecFacet<K>[] = [];
  for (const key of keys) {
    const values = rows.filter((r) => r.key === key);
    if (values.length) {
      const ordered = [...values].sort((a, b) => specOrder(key, a.value) - specOrder(key, b.value) || a.value.localeCompare(b.value, lang));
      facets.push({ key, name: values[0]!.name, values: ordered.map((r) => ({ value: r.value, count: r.count })) });
    }
  }
  return facets;
}

/** The facets of products the device holds (their specifications in the page's language). */
export function facetsOfProducts<K extends string>(products: readonly Specified[], keys: readonly K[], lang: string): SpecFacet<K>[] {
  const counts = new Map<string, SpecValueRow<K>>();
  const filterable = (key: string): key is K => (keys as readonly string[]).includes(key);
  for (const p of products) {
    for (const s of p.specifications ?? []) {
      if (!filterable(s.key)) continue;
      const id = `${s.key}\u0000${s.value}`;
      const row = counts.get(id) ?? { key: s.key, name: s.name, value: s.value, count: 0 };
      row.count++;
      counts.set(id, row);
    }
  }
  return facetsOf([...counts.values()], keys, lang);
}

/** Whether a product has, for each chosen key, one of its values (a product without specifications has none). */
export function matchesSpecs(product: Specified, chosen: Partial<Record<string, string[]>>): boolean {
  return Object.entries(chosen).every(([key, values]) => !values?.length || (product.specifications ?? []).some((s) => s.key === key && values.includes(s.value)));
}
