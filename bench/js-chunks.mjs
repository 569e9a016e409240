// `node bench/js-chunks.mjs`: where the first-load JavaScript of the cached catalogue route (product
// and category pages, static info pages) goes. It runs Turbopack's bundle analyzer (`next analyze
// --output`, a compile without a build, into `.next-analyze`), takes the chunks every page of the
// route loads before any interaction (the client bootstrap and the chunk groups of the root and
// locale layouts, the error and 404 boundaries and the page), and prints each chunk with its
// modules by gzip size (the analyzer's own estimate per module, gzip of the whole file apart),
// then the modules found in more than one chunk (copies a page loads twice).
//
// Options: --reuse (read the last analysis instead of compiling again), --top <n> (modules per
// chunk, default 6), --route <analyzer route>. See docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { printTable } from './lib/report.mjs';

const { values: options } = parseArgs({
  options: {
    reuse: { type: 'boolean' },
    top: { type: 'string', default: '6' },
    route: { type: 'string', default: '/[locale]/cached/[variant]/[[...slug]]' },
  },
});
const root = resolve(import.meta.dirname, '..');
const distDir = '.next-analyze';
const dataDir = join(root, distDir, 'diagnostics', 'analyze', 'data');

if (!options.reuse || !existsSync(dataDir)) {
  console.log(`[js-chunks] analyzing the client bundles into ${distDir}…`);
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'next'),
    ['analyze', '--output', '--experimental-app-only'],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  if (run.status !== 0) throw new Error(`next analyze failed (exit ${run.status})`);
}

/** The analyzer's records of one route, as `next analyze export` streams them (JSON lines). */
function readRoute(route) {
  const graphDump = createRequire(join(root, 'package.json')).resolve('next/dist/build/analyze/graph-dump');
  const dump = spawnSync(
    process.execPath,
    [
      '-e',
      'require(process.argv[1]).dumpAnalyzeGraph(process.argv[2], "bench", process.argv[3])',
      graphDump,
      dataDir,
      route,
    ],
    { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
  );
  if (dump.status !== 0) throw new Error(`reading the analysis failed:\n${dump.stderr}`);
  return dump.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
    .filter((record) => record.type !== 'module');
}

const records = readRoute(options.route);
const isClientFile = (file) => file.includes('/static/chunks/') && file.endsWith('.js');
// First load: the bootstrap and every render-dependent group of a layout, boundary or page (the
// server component entries); async groups (next/dynamic, import()) load later.
const firstLoadGroups = records.filter(
  (r) =>
    r.type === 'group' &&
    (r.kind === 'bootstrap' || (r.kind === 'render_dependent' && r.trigger_module_ident?.includes('[app-rsc]'))),
);
const chunkGroups = new Map();
for (const group of firstLoadGroups) {
  const name = group.trigger_module_ident.replace('[project]/', '').replace(/ \[.*$/, '');
  for (const file of group.outputs.filter(isClientFile)) {
    if (!chunkGroups.has(file)) chunkGroups.set(file, []);
    chunkGroups.get(file).push(group.kind === 'bootstrap' ? 'bootstrap' : name);
  }
}
const parts = records.filter((r) => r.type === 'part' && chunkGroups.has(r.filename));
const chunks = [...chunkGroups].map(([file, groups]) => {
  const own = parts.filter((p) => p.filename === file);
  return {
    file: file.split('/').pop(),
    groups,
    gzip: own.reduce((sum, p) => sum + p.compressed_size, 0),
    modules: own.sort((a, b) => b.compressed_size - a.compressed_size),
  };
});
chunks.sort((a, b) => b.gzip - a.gzip);
const kB = (bytes) => (bytes / 1024).toFixed(1);
const shortPath = (path) =>
  path
    .replace('[project]/', '')
    .replace(/^node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1 (package)')
    .replace(/ \[.*$/, '');
const groupLabel = (groups) =>
  groups.includes('bootstrap')
    ? 'bootstrap'
    : groups.length > 2
      ? `${groups.length} groups`
      : groups.map((g) => g.replace(/^app\/\[locale\]\//, '').replace(/\/page\.tsx$/, '')).join(', ');

console.log(`\nFirst-load chunks of ${options.route} (gzip estimate per module, kB = 1024 B)\n`);
printTable(
  ['chunk', 'gzip kB', 'loaded by', 'top modules (gzip kB)'],
  chunks.map((chunk) => {
    const byPath = new Map();
    for (const part of chunk.modules) {
      const key = shortPath(part.source_path);
      byPath.set(key, (byPath.get(key) ?? 0) + part.compressed_size);
    }
    const top = [...byPath]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(options.top))
      .map(([path, bytes]) => `${path} ${kB(bytes)}`)
      .join(', ');
    return [chunk.file, kB(chunk.gzip), groupLabel(chunk.groups), top];
  }),
);
const total = chunks.reduce((sum, c) => sum + c.gzip, 0);
console.log(`\n${chunks.length} files, ${kB(total)} kB gzip estimated (bench:http measures the served files).`);

const copies = new Map();
for (const part of parts) {
  const entry = copies.get(part.source_path) ?? { files: new Set(), bytes: 0 };
  if (!entry.files.has(part.filename)) {
    entry.files.add(part.filename);
    entry.bytes += part.compressed_size;
  }
  copies.set(part.source_path, entry);
}
const repeated = [...copies].filter(([, entry]) => entry.files.size > 1).sort((a, b) => b[1].bytes - a[1].bytes);
if (repeated.length > 0) {
  console.log('\nModules in more than one first-load chunk (loaded once per copy):\n');
  printTable(
    ['module', 'copies', 'gzip kB, all copies'],
    repeated.slice(0, 20).map(([path, entry]) => [shortPath(path), String(entry.files.size), kB(entry.bytes)]),
  );
}
