/**
 * The one Drizzle schema, shared by PGlite and PostgreSQL, a file per module (schema/). Localised
 * text is stored as a column per language (`*_fa`, `*_en`) so that search and sort run in SQL in
 * either language. Every table that a public page reads has a change trigger (migration 0010):
 * schema/change-triggers.test.ts checks it.
 */
export * from './schema/catalog.ts';
export * from './schema/content.ts';
export * from './schema/places.ts';
export * from './schema/members.ts';
export * from './schema/store.ts';
export * from './schema/ticketing.ts';
export * from './schema/analytics.ts';
export * from './schema/notify.ts';
export * from './schema/staff.ts';
export * from './schema/organisations.ts';
