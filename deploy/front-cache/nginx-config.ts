import { getPattern } from 'isbot';
import { currencyCodes, taxModes } from '@contract/locale-codes';
import { currencyCookie, taxCookie } from '@/lib/api/cookie-names';

/** Where the front cache listens, what it stands in front of, and how long a cached page lives. */
export interface FrontCacheSettings {
  /** `80`, `127.0.0.1:8080`…: nginx's `listen`. */
  listen: string;
  /** The storefront's `next start`, `127.0.0.1:3000`. */
  upstream: string;
  /** A folder nginx may write: the cached answers. */
  cacheDir: string;
  /** Seconds a stored page is served before nginx asks the storefront again (docs/front-cache.md). */
  ttlSeconds: number;
  /** Upper bound of the cache on disk, nginx's size syntax (`1g`). */
  maxSize: string;
}

export const defaultFrontCacheSettings: FrontCacheSettings = {
  listen: '80',
  upstream: '127.0.0.1:3000',
  cacheDir: '/var/cache/lumen-front-cache',
  ttlSeconds: 10,
  maxSize: '1g',
};

/**
 * isbot's JavaScript pattern in PCRE's spelling: a `-` next to a class escape (`[\w\d-.]`) is a
 * literal in JavaScript and an error in PCRE, so it is escaped (outside a class `\-` means the same);
 * a `"` would end nginx's string.
 */
const pcreOf = (pattern: string) =>
  pattern
    .replace(/(\\[dswDSW])-/g, '$1\\-')
    .replace(/-(\\[dswDSW])/g, '\\-$1')
    .replaceAll('"', '\\"');

/**
 * The variant parts of the key, spelt as the storefront reads them (lib/prices/price-preferences.ts,
 * lib/cache/cached-route.ts): a currency or tax cookie the storefront would ignore keys as no
 * cookie, so a made-up value cannot open a new entry; the bot flag uses isbot's own pattern, the
 * one the request interceptor tests.
 */
function variantMaps(): string {
  const currencies = currencyCodes.map((code) => code.toLowerCase()).join('|');
  return `map $cookie_${currencyCookie} $front_cache_currency {
    default "";
    "~*^(?<code>${currencies})$" $code;
}
map $cookie_${taxCookie} $front_cache_tax {
    default "";
${taxModes.map((mode) => `    "${mode}" "${mode}";`).join('\n')}
}
map $http_user_agent $front_cache_bot {
    default 0;
    "~*${pcreOf(getPattern().source)}" 1;
}
# Only what the storefront marks for shared caches (a catalogue page: s-maxage, no cookie) is stored.
map $upstream_http_cache_control $front_cache_refused_by_storefront {
    default 1;
    "~s-maxage" 0;
}
map $upstream_http_set_cookie $front_cache_sets_cookie {
    default 1;
    "" 0;
}
# A client-side navigation (the router's RSC requests) goes past the cache.
map "$http_rsc$http_next_router_prefetch$http_next_router_state_tree$http_next_router_segment_prefetch" $front_cache_router_request {
    default 1;
    "" 0;
}`;
}

/**
 * nginx's `http` context for the front cache: put it in `/etc/nginx/conf.d/` (it declares its own
 * `server`). docs/front-cache.md explains every part.
 */
export function frontCacheHttpConfig(settings: FrontCacheSettings): string {
  const ttl = `${settings.ttlSeconds}s`;
  return `# The shop's front cache (docs/front-cache.md). Written by \`npm run front-cache:config\`; do not edit by hand.
${variantMaps()}

proxy_cache_path ${settings.cacheDir} levels=1:2 keys_zone=lumen_pages:16m max_size=${settings.maxSize} inactive=10m use_temp_path=off;

upstream lumen_storefront {
    server ${settings.upstream};
    keepalive 32;
}

server {
    listen ${settings.listen};
    client_max_body_size 12m;

    gzip on;
    gzip_comp_level 5;
    gzip_min_length 1024;
    gzip_proxied any;
    gzip_vary on;
    gzip_types text/plain text/css text/x-component application/json application/javascript application/xml image/svg+xml;

    location / {
        proxy_pass http://lumen_storefront;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-Host $host;
        # nginx compresses; the storefront answers plain, so one stored copy serves every client.
        proxy_set_header Accept-Encoding "";

        proxy_cache lumen_pages;
        proxy_cache_key "$scheme|$host|$request_uri|$front_cache_currency|$front_cache_tax|$front_cache_bot";
        proxy_cache_methods GET HEAD;
        # The storefront's s-maxage is for caches its revalidation reaches; this one it does not,
        # so a page lives ${ttl} here and is then asked for again (in the background, the stale copy
        # meanwhile), which bounds how late a back-office change shows.
        proxy_ignore_headers Cache-Control Expires;
        proxy_cache_valid 200 ${ttl};
        proxy_cache_bypass $front_cache_router_request;
        proxy_no_cache $front_cache_router_request $front_cache_refused_by_storefront $front_cache_sets_cookie;
        proxy_cache_lock on;
        proxy_cache_lock_timeout 5s;
        proxy_cache_use_stale updating error timeout http_502 http_503 http_504;
        proxy_cache_background_update on;
        add_header X-Front-Cache $upstream_cache_status always;
    }
}
`;
}

/** A whole nginx configuration around the front cache, for the bench and the tests (a folder of their own). */
export function standaloneNginxConfig(settings: FrontCacheSettings, folder: string): string {
  return `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${folder}/client-body;
    proxy_temp_path ${folder}/proxy;
    fastcgi_temp_path ${folder}/fastcgi;
    uwsgi_temp_path ${folder}/uwsgi;
    scgi_temp_path ${folder}/scgi;
${frontCacheHttpConfig(settings)
  .split('\n')
  .map((line) => (line ? `    ${line}` : line))
  .join('\n')}
}
`;
}
