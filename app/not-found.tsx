import { defaultLocale } from '@contract/locales';

/** Reached only by paths the request interceptor does not handle (files with an extension). */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', textAlign: 'center' }}>
        <h1>404 · Page not found</h1>
        <p>
          <a href={`/${defaultLocale}`}>Back to the home page</a>
        </p>
      </body>
    </html>
  );
}
