import type { Figures } from './run';

/** A plain-text table: columns padded to their widest cell, numbers right-aligned. */
export function renderFigures(figures: Figures): string {
  const cells = [figures.columns, ...figures.rows.map((row) => row.map(String))];
  const widths = figures.columns.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const numeric = figures.columns.map((_, column) => figures.rows.length > 0 && figures.rows.every((row) => typeof row[column] === 'number'));
  const line = (row: string[]) =>
    row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ').trimEnd();
  return [figures.title, line(cells[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
