/**
 * The window of a list that a page number shows: `size` items (spec §9's page size unless told)
 * from the first of that page. Every paged read asks for its page through this, so that page 1 is
 * offset 0 everywhere.
 */
import { config } from './config.ts';

export const pageWindow = (page: number, size: number = config.pageSize): { limit: number; offset: number } => ({ limit: size, offset: (page - 1) * size });
