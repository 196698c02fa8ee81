import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAmount, lineParts, termsProblem, tierUnitPrice, type UnitTerms } from './pack-pricing.ts';

// A suture at 180,000 Rial a unit, 12 a box at 1,980,000 (165,000 a unit); 150,000 a unit from 50 units.
const suture: UnitTerms = { price: 180_000, pack: { size: 12, price: 1_980_000 }, price_tiers: [{ from: 50, unit_price: 150_000 }] };

describe('buying by the box and by quantity', () => {
  it('charges whole boxes at the box price and the rest by the unit', () => {
    expect(lineParts(suture, 5)).toEqual({ boxes: 0, box_price: 1_980_000, box_size: 12, units: 5, unit_price: 180_000, total: 900_000 });
    expect(lineParts(suture, 12)).toEqual({ boxes: 1, box_price: 1_980_000, box_size: 12, units: 0, unit_price: 180_000, total: 1_980_000 });
    expect(lineParts(suture, 27)).toEqual({ boxes: 2, box_price: 1_980_000, box_size: 12, units: 3, unit_price: 180_000, total: 2 * 1_980_000 + 3 * 180_000 });
  });

  it('takes a tier from its number of units, for every unit of the line', () => {
    expect(tierUnitPrice(suture, 49)).toBe(180_000);
    expect(tierUnitPrice(suture, 50)).toBe(150_000);
    // 60 units: 60 × 150,000 = 9,000,000 loose is cheaper than 5 boxes (9,900,000): loose it is.
    expect(lineParts(suture, 60)).toMatchObject({ boxes: 0, units: 60, unit_price: 150_000, total: 9_000_000 });
  });

  it('adds a guarantee’s surcharge to every unit, those in boxes too', () => {
    expect(lineParts(suture, 13, 1_000)).toEqual({ boxes: 1, box_price: 1_992_000, box_size: 12, units: 1, unit_price: 181_000, total: 1_992_000 + 181_000 });
  });

  it('prices a product without box or tiers as units times price, as the spec does', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 1_000 }), (price, q) => lineAmount({ price }, q) === price * q));
  });

  it('never charges more than the units loose, and its parts always add up to the line', () => {
    const terms = fc
      .record({
        price: fc.integer({ min: 1_000, max: 50_000_000 }),
        size: fc.integer({ min: 2, max: 200 }),
        boxShare: fc.double({ min: 0.3, max: 1.2, noNaN: true }),
        tiers: fc.uniqueArray(fc.record({ from: fc.integer({ min: 2, max: 500 }), share: fc.double({ min: 0.3, max: 1, noNaN: true }) }), { selector: (t) => t.from, maxLength: 4 }),
      })
      .map(({ price, size, boxShare, tiers }) => ({
        price,
        pack: { size, price: Math.max(1, Math.round(price * size * boxShare)) },
        price_tiers: tiers.map((t) => ({ from: t.from, unit_price: Math.max(1, Math.round(price * t.share)) })),
      }));
    fc.assert(
      fc.property(terms, fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 0, max: 100_000 }), (t, q, surcharge) => {
        const parts = lineParts(t, q, surcharge);
        const loose = (tierUnitPrice(t, q) + surcharge) * q;
        return (
          parts.total <= loose &&
          parts.total <= (t.price + surcharge) * q &&
          parts.boxes * (parts.box_size ?? 0) + parts.units === q &&
          parts.boxes * (parts.box_price ?? 0) + parts.units * parts.unit_price === parts.total
        );
      }),
    );
  });

  it('refuses terms that make no sense, in words the desk can say', () => {
    expect(termsProblem(suture)).toBeNull();
    expect(termsProblem({ price: 100, pack: { size: 1, price: 90 } })).toBe('pack_size');
    expect(termsProblem({ price: 100, pack: { size: 10, price: 1_000 } })).toBe('pack_price');
    expect(termsProblem({ price: 100, price_tiers: [{ from: 1, unit_price: 90 }] })).toBe('tier_from');
    expect(termsProblem({ price: 100, price_tiers: [{ from: 10, unit_price: 100 }] })).toBe('tier_price');
    expect(termsProblem({ price: 100, price_tiers: [{ from: 10, unit_price: 90 }, { from: 20, unit_price: 95 }] })).toBe('tier_order');
    expect(termsProblem({ price: 100, price_tiers: [2, 3, 4, 5, 6, 7].map((from) => ({ from, unit_price: 100 - from })) })).toBe('too_many_tiers');
  });
});
