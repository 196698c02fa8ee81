import { describe, expect, it } from 'vitest';
import { parseKept, RECENT_MAX, withView, type RecentView } from './recent-views.ts';

const view = (id: number): RecentView => ({ id, title: `p${id}`, slug: `p-${id}`, photo: null });

describe('recently opened products', () => {
  it('puts the product opened last first, once', () => {
    expect(withView([view(1), view(2), view(3)], view(2)).map((v) => v.id)).toEqual([2, 1, 3]);
    expect(withView([], view(7)).map((v) => v.id)).toEqual([7]);
  });
  it('keeps at most the bound, dropping the oldest', () => {
    let list: RecentView[] = [];
    for (let id = 1; id <= RECENT_MAX + 3; id++) list = withView(list, view(id));
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]!.id).toBe(RECENT_MAX + 3);
    expect(list.at(-1)!.id).toBe(4);
  });
  it('reads what is kept leniently: malformed entries and values are left out', () => {
    expect(parseKept(null)).toEqual({});
    expect(parseKept('{not json')).toEqual({});
    expect(parseKept('[1,2]')).toEqual({});
    const kept = parseKept(JSON.stringify({ fa: [view(1), { id: 'x' }, null, { ...view(2), photo: 3 }], en: 'no', de: [view(3)] }));
    expect(kept).toEqual({ fa: [view(1)] });
  });
});
