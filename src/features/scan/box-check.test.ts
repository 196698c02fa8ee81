import { describe, expect, it } from 'vitest';
import { boxVerdict, lotRecord, NEAR_EXPIRY_DAYS, storeToday } from './box-check.ts';

describe('a scanned box', () => {
  it('is expired from the day after its expiry date, and flagged within 90 days of it', () => {
    expect(boxVerdict('2026-11-26', '2026-11-27')).toEqual({ state: 'expired', days: -1 });
    expect(boxVerdict('2026-11-27', '2026-11-27')).toEqual({ state: 'near', days: 0 });
    expect(boxVerdict('2027-02-25', '2026-11-27')).toEqual({ state: 'near', days: NEAR_EXPIRY_DAYS });
    expect(boxVerdict('2027-02-26', '2026-11-27')).toEqual({ state: 'usable', days: 91 });
    expect(boxVerdict(null, '2026-11-27')).toEqual({ state: 'undated' });
  });

  it('takes today where the store is: Tehran is 3:30 ahead of UTC', () => {
    expect(storeToday(new Date('2026-11-27T20:29:00Z'))).toBe('2026-11-27');
    expect(storeToday(new Date('2026-11-27T20:31:00Z'))).toBe('2026-11-28');
  });

  it('compares the lot with the maker’s record', () => {
    expect(lotRecord(undefined, '2027-01-31')).toEqual({ state: 'none' });
    expect(lotRecord(null, '2027-01-31')).toEqual({ state: 'unrecorded' });
    expect(lotRecord({ expires_on: '2027-01-31' }, '2027-01-31')).toEqual({ state: 'recorded' });
    expect(lotRecord({ expires_on: '2027-03-31' }, '2027-01-31')).toEqual({ state: 'differs', expiresOn: '2027-03-31' });
    expect(lotRecord({ expires_on: '2027-03-31' }, null)).toEqual({ state: 'recorded' });
  });
});
