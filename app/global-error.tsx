'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { defaultLocale, isLocale } from '@contract/locale-codes';
import { isApiUnavailableError } from '@/lib/api/api-unavailable';
import { isCrawlerError, isCrawlerRenderParams } from '@/lib/seo/crawler';
import cs from '@/messages/cs/error.json';
import en from '@/messages/en/error.json';
import sk from '@/messages/sk/error.json';

const texts = { cs, sk, en };

/**
 * A failure of the root layout itself (nothing of the shop's frame could render): a document of
 * its own with the error heading, a retry and a link home, in the language of the URL; when the
 * shop API could not serve it, "the shop is busy" (503) and a retry that loads the page again.
 * Crawlers get an empty document with the status, like every other error.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const params = useParams();
  const requested = params?.locale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = texts[locale];
  const forCrawler = isCrawlerError(error) || isCrawlerRenderParams(params);
  const busy = isApiUnavailableError(error);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0 }}>
        {!forCrawler && (
          <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '3rem 1rem', textAlign: 'center' }}>
            <p>{t.status.replace('{status}', busy ? '503' : '500')}</p>
            <h1>{busy ? t.busyTitle : t.title}</h1>
            <p>{busy ? t.busyText : t.text}</p>
            <p style={{ display: 'flex', gap: '1rem', justifyContent: 'center' }}>
              <button type="button" onClick={busy ? () => window.location.reload() : reset}>
                {t.retry}
              </button>
              <a href={`/${locale}`}>{t.home}</a>
            </p>
            {error.digest && !busy && <p style={{ fontSize: '0.75rem', color: '#525252' }}>#{error.digest}</p>}
          </main>
        )}
      </body>
    </html>
  );
}
