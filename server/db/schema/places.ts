/** Provinces and cities, for delivery recipients. */
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey(),
  countryId: integer('country_id').notNull(),
  titleFa: text('title_fa').notNull(),
  titleEn: text('title_en').notNull(),
  code: text('code').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    /** 1 the province capital, 2 a major city, 3 any other. */
    ranking: smallint('ranking').notNull(),
  },
  (t) => [index('cities_province_idx').on(t.provinceId)],
);
