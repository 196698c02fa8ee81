/** Provinces and cities, for delivery recipients. */
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ref, titles } from './columns.ts';

export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey(),
  countryId: integer('country_id').notNull(),
  ...titles(),
  code: text('code').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    provinceId: ref('province_id', () => provinces.id),
    ...titles(),
    /** 1 the province capital, 2 a major city, 3 any other. */
    ranking: smallint('ranking').notNull(),
  },
  (t) => [index('cities_province_idx').on(t.provinceId)],
);
