/** A list's match count and one window of its rows, read at once (what `loadPage` loads). */
export async function countedWindow<Row>(counted: PromiseLike<{ n: number }[]>, window: PromiseLike<Row[]>): Promise<{ count: number; rows: Row[] }> {
  const [[total], rows] = await Promise.all([counted, window]);
  return { count: total?.n ?? 0, rows };
}
