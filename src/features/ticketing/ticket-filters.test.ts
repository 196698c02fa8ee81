import { describe, expect, it } from 'vitest';
import { applyFilter, filtersFromSearch, filtersToQuery, filtersToSearch, type TicketFilter } from './ticket-filters.ts';

describe('ticket filters (spec §3-§4)', () => {
  it('add, remove and reset', () => {
    let list: TicketFilter[] = [];
    list = applyFilter(list, 'add', { type: 'status', status: 1 });
    list = applyFilter(list, 'add', { type: 'status', status: 4 });
    list = applyFilter(list, 'add', { type: 'status', status: 4 });
    expect(list).toEqual([
      { type: 'status', status: 1 },
      { type: 'status', status: 4 },
    ]);
    list = applyFilter(list, 'remove', { type: 'status', status: 1 });
    expect(list).toEqual([{ type: 'status', status: 4 }]);
    expect(applyFilter(list, 'reset')).toEqual([]);
  });

  it('a single-select kind replaces one of its own type on add', () => {
    let list: TicketFilter[] = [{ type: 'status', status: 1 }];
    list = applyFilter(list, 'add', { type: 'unit', id: 2 });
    list = applyFilter(list, 'add', { type: 'unit', id: 3 });
    list = applyFilter(list, 'add', { type: 'date', from: '2026-01-01', to: null });
    list = applyFilter(list, 'add', { type: 'date', from: null, to: '2026-02-01' });
    expect(list).toEqual([
      { type: 'status', status: 1 },
      { type: 'unit', id: 3 },
      { type: 'date', from: null, to: '2026-02-01' },
    ]);
  });

  it('live in the URL and come back from it, bad values dropped; and become the API query', () => {
    const list: TicketFilter[] = [
      { type: 'unit', id: 2 },
      { type: 'status', status: 1 },
      { type: 'status', status: 8 },
      { type: 'date', from: '2026-11-01', to: '2026-11-23' },
    ];
    const search = filtersToSearch(list);
    expect(search).toEqual({ unit: 2, status: '1,8', from: '2026-11-01', to: '2026-11-23' });
    expect(filtersFromSearch(search)).toEqual(list);
    expect(filtersFromSearch({ unit: 'x', status: '1,9,-1,a,1', from: '2026-13', to: '' })).toEqual([{ type: 'status', status: 1 }]);
    expect(filtersToQuery(list)).toEqual({ service_id: 2, statuses: '1,8', submit_date_from: '2026-11-01', submit_date_to: '2026-11-23' });
  });
});
