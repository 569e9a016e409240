'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { defaultLocale, isLocale } from '@contract/locale-codes';
import { isCrawlerError, isCrawlerRenderParams } from '@/lib/seo/crawler';
import cs from '@/messages/cs/error.json';
import en from '@/messages/en/error.json';
import sk from '@/messages/sk/error.json';

const texts = { cs, sk, en };

/**
 * A failure of the root layout itself (nothing of the shop's frame could render): a document of
 * its own with the error heading, a retry and a link home, in the language of the URL. Crawlers
 * get an empty document with the 500 status, like every other error.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const params = useParams();
  const requested = params?.locale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = texts[locale];
  const forCrawler = isCrawlerError(error) || isCrawlerRenderParams(params);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0 }}>
        {!forCrawler && (
          <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '3rem 1rem', textAlign: 'center' }}>
            <p>{t.status.replace('{status}', '500')}</p>
            <h1>{t.title}</h1>
            <p>{t.text}</p>
            <p style={{ display: 'flex', gap: '1rem', justifyContent: 'center' }}>
              <button type="button" onClick={reset}>
                {t.retry}
              </button>
              <a href={`/${locale}`}>{t.home}</a>
            </p>
            {error.digest && <p style={{ fontSize: '0.75rem', color: '#525252' }}>#{error.digest}</p>}
          </main>
        )}
      </body>
    </html>
  );
}
