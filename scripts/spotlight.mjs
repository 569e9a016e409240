// Spotlight, Sentry's local sink for errors and traces (docs/error-reporting.md): started by
// `npm start` and `npm run dev` in a demo; open http://localhost:8969 to see them. Run here rather
// than through its own `spotlight` command, which reports Spotlight's own errors and traces to
// Sentry's servers: started this way nothing leaves the machine. Arguments go to Spotlight
// (`-p <port>`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spotlightPortOf } from './start-settings.mjs';

// Without arguments (`npm run dev`): on the port the settings name, or not at all when the events
// go elsewhere (production, a SENTRY_DSN, SENTRY_SPOTLIGHT=0).
if (process.argv.length <= 2) {
  const port = spotlightPortOf(process.env);
  if (port === undefined) {
    console.log('[spotlight] not started: error reports go elsewhere (docs/error-reporting.md)');
    process.exit(0);
  }
  process.argv.push('-p', port);
}

// The package's entry is dist/server/main.js; its UI and CLI sit beside it.
const packageDir = fileURLToPath(new URL('../..', import.meta.resolve('@spotlightjs/spotlight')));
const uiDir = join(packageDir, 'dist/ui');

const manifest = JSON.parse(readFileSync(join(uiDir, 'manifest.json'), 'utf8'));
const filesToServe = Object.create(null);
filesToServe['index.html'] = readFileSync(join(uiDir, 'index.html'));
for (const entry of Object.values(manifest)) {
  if (entry && typeof entry === 'object' && typeof entry.file === 'string')
    filesToServe[entry.file] = readFileSync(join(uiDir, entry.file));
}
const { main } = await import(pathToFileURL(join(packageDir, 'dist/server/cli.js')).href);
await main({ basePath: process.cwd(), filesToServe });
