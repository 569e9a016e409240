// Starts the API on a bench database with --cpu-prof, sends uncached (unique) faceted requests, stops it.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
const [,, db, seconds = '10', dir = '/tmp/perf/prof', cwd = '/work/wt-perf', mode = 'unique'] = process.argv;
const port = 4031;
const api = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx', 'shop-api/src/server.ts'], {
  cwd, detached: true, stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`, API_PORT: String(port), SEED_ON_START: 'false', LOG_LEVEL: 'warn' },
});
for (let i = 0; i < 240; i++) { try { if ((await fetch(`http://localhost:${port}/health`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 500)); }
const embed = encodeURIComponent('urls,default_image_url,product_availability,brand{id,name}');
let n = 0;
const path = () => `/product-filters?category_id=1&embed=${embed}&state=${encodeURIComponent(`dostupnost=skladem&velikost=l,m,s&znacka=lumera,nordvik&cena=${mode === 'unique' ? 300 + (n++ % 2000) : 300}-3000&razeni=price-asc`)}`;
await fetch(`http://localhost:${port}${path()}`, { headers: { 'language-preference': 'cs' } });
const stat = (pid) => { const s = (await_read(`/proc/${pid}/stat`)); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
import { readFileSync } from 'node:fs'; function await_read(p) { return readFileSync(p, 'utf8'); }
const before = stat(api.pid);
const result = await new Promise((done, fail) => autocannon({ url: `http://localhost:${port}`, connections: 8, duration: Number(seconds), headers: { 'language-preference': 'cs' },
  requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }] }, (e, r) => e ? fail(e) : done(r)));
const cpu = stat(api.pid) - before;
console.log(`req/s ${result.requests.average} total ${result.requests.total} non2xx ${result.non2xx} cpu ms/req ${(cpu / result.requests.total).toFixed(2)}`);
process.kill(-api.pid, 'SIGINT');
await new Promise(r => setTimeout(r, 3000));
