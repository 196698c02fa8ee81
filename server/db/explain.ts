/** What `explain (format json)` answered: the plan's root node (PGlite gives the JSON parsed, node-postgres as text). */
export function planOf<Node>(rows: readonly Record<string, unknown>[]): Node | undefined {
  const json = rows[0]?.['QUERY PLAN'];
  if (json === undefined) return undefined;
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: Node }[];
  return parsed[0]?.Plan;
}
