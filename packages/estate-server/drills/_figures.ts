/** A drill's figures as a small table: each with its value, what it should be, and whether it is. */
export interface Figure {
  name: string;
  value: string | number;
  /** What the value should be, in words ("0", "> 0", "= sent"); empty for a figure that is only informative. */
  expected?: string;
  ok?: boolean;
}

export function printFigures(title: string, figures: Figure[]): boolean {
  const rows = figures.map((figure) => [figure.name, String(figure.value), figure.expected ?? '', figure.ok === undefined ? '' : figure.ok ? 'ok' : 'WRONG']);
  const header = ['figure', 'value', 'expected', ''];
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(`\n${title}\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  return figures.every((figure) => figure.ok !== false);
}

/** Counts of each distinct value, as `503×12, 200×40`. */
export function tally(values: (string | number)[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value}×${count}`).join(', ') || 'none';
}
