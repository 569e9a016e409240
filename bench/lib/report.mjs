// Small helpers the benches share to print their tables.
import { availableParallelism, loadavg } from 'node:os';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function formatBytes(bytes) {
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${bytes} B`;
}

/** Prints a Markdown table, so a run's output can be pasted into docs/benchmarks.md as it is. */
export function printTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

/** The machine and how busy it was: figures from a loaded machine are not comparable with a quiet one's. */
export function machineLine() {
  const [one, five] = loadavg();
  return `machine: ${availableParallelism()} cores, load average ${one.toFixed(1)} (1 min) / ${five.toFixed(1)} (5 min) at the end of the run`;
}
