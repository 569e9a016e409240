// A stand-in for Spotlight in the browser tests (e2e/error-reporting.spec.ts): takes the SDK's
// envelopes at /api/<project>/envelope/ as Spotlight and Sentry do, keeps them in memory, and
// answers GET /envelopes with every item received so far ({ type, header, payload, raw }). The
// port is its only argument. CORS is open: the browser SDK posts here from the storefront's pages.
import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';

const port = Number(process.argv[2] ?? 4910);
/** @type {{ type: string, header: unknown, payload: unknown, raw: string }[]} */
const items = [];

function parseEnvelope(text) {
  const lines = text.split('\n');
  const envelopeHeader = JSON.parse(lines.shift() || '{}');
  for (let index = 0; index < lines.length; index += 2) {
    const headerLine = lines[index];
    if (!headerLine) continue;
    const header = JSON.parse(headerLine);
    const raw = lines[index + 1] ?? '';
    let payload = raw;
    try {
      payload = JSON.parse(raw);
    } catch {
      // a replay recording or an attachment: kept as text
    }
    items.push({ type: header.type, header: { ...envelopeHeader, ...header }, payload, raw });
  }
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

createServer((request, response) => {
  if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
  if (request.method === 'GET' && request.url === '/health') return void response.writeHead(200, cors).end('ok');
  if (request.method === 'GET' && request.url === '/envelopes') {
    response.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    return void response.end(JSON.stringify(items));
  }
  if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?(\?|$)/.test(request.url ?? '')) {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      try {
        parseEnvelope(body.toString('utf8'));
      } catch (error) {
        console.error(`[collector] unreadable envelope: ${error}`);
      }
      response.writeHead(200, cors).end('{}');
    });
    return;
  }
  response.writeHead(404, cors).end();
}).listen(port, 'localhost', () => console.log(`[collector] envelopes on http://localhost:${port}`));
