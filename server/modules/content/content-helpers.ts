/** Helpers the content resources share. */
export const keywordsOf = (s: string) => s.split(/\s+/).filter(Boolean);
export type Page = { limit: number; offset: number };

export async function paged<Row>(
  rows: Promise<Row[]>,
  total: Promise<{ n: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [r, t] = await Promise.all([rows, total]);
  return { rows: r, total: t[0]?.n ?? 0 };
}
