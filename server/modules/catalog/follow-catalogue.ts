/**
 * What this instance keeps of the catalogue in memory, all following the database's change
 * notices (cache/response-cache.ts `followChanges`): the public cache, the text index
 * (search-index.ts) and the list rows (list-rows.ts).
 */
import type { DbHandle } from '../../db/create-db.ts';
import type { Config } from '../../config.ts';
import { followChanges, type ResponseCache } from '../../cache/response-cache.ts';
import { followTextIndex } from './search-index.ts';
import { followListRows } from './list-rows.ts';
import { listRowPacking } from './products-repo.ts';

/**
 * This instance's public cache, once the text index's first build is done (a moment at start):
 * searches are answered from memory from the first request on. Then, in the background, every
 * product's list row is packed (list-rows.ts). The server and the tests' harness start so.
 */
export async function followCatalogue(handle: Pick<DbHandle, 'db' | 'listen'>, config: Pick<Config, 'cacheMegabytes' | 'listRowsMegabytes'>): Promise<ResponseCache> {
  const textIndex = followTextIndex(handle.db);
  const listRows = followListRows(handle.db, listRowPacking(handle.db, config.listRowsMegabytes * 1024 * 1024));
  const publicCache = await followChanges(handle.listen, config.cacheMegabytes, [textIndex, listRows]);
  await textIndex.ready();
  void listRows.warm();
  return publicCache;
}
