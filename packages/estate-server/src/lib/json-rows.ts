import { type SQL, sql } from 'drizzle-orm';

/**
 * Rows handed to one statement as JSON (a batch's messages, edits, reactions), as a subquery the
 * planner sizes right. To the planner `json_to_recordset` is always 100 rows, so a batch of five
 * joined to a table whose statistics say a few thousand rows (a young or fast-growing table's) was
 * hashed against a scan of that whole table, at every batch; the LIMIT, the rows' count (known when
 * the statement is planned), makes each row an index lookup. `columns` defines the record, e.g.
 * `id int, message text`; use it as `from ${jsonRows(...)} as x`.
 */
export function jsonRows(rows: readonly unknown[], columns: string): SQL {
  return sql`(select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.raw(columns)}) limit ${rows.length})`;
}
