// `npm run front-cache:config -- [--listen 80] [--upstream 127.0.0.1:3000] [--cache-dir DIR]
// [--ttl 10] [--max-size 1g] [--standalone FOLDER] [--out FILE]`: writes the front cache's nginx
// configuration (docs/front-cache.md) to FILE or stdout. `--standalone` writes a whole nginx.conf
// that keeps its pid, logs and temporary files in FOLDER (the bench and the tests run it so).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { defaultFrontCacheSettings, frontCacheHttpConfig, standaloneNginxConfig } from './nginx-config';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: defaultFrontCacheSettings.listen },
    upstream: { type: 'string', default: defaultFrontCacheSettings.upstream },
    'cache-dir': { type: 'string', default: defaultFrontCacheSettings.cacheDir },
    ttl: { type: 'string', default: String(defaultFrontCacheSettings.ttlSeconds) },
    'max-size': { type: 'string', default: defaultFrontCacheSettings.maxSize },
    standalone: { type: 'string' },
    out: { type: 'string' },
  },
});
const ttlSeconds = Number(values.ttl);
if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1)
  throw new Error(`--ttl must be a whole number of seconds, not ${values.ttl}`);
const settings = {
  listen: values.listen,
  upstream: values.upstream,
  cacheDir: values['cache-dir'],
  ttlSeconds,
  maxSize: values['max-size'],
};
const config = values.standalone ? standaloneNginxConfig(settings, values.standalone) : frontCacheHttpConfig(settings);
if (values.out) writeFileSync(values.out, config);
else process.stdout.write(config);
