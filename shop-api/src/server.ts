import * as Sentry from '@sentry/node';
import { loadConfig, UnsafeSettingsError, type ApiConfig } from './config';
import { startErrorReporting, traceQuery } from './error-reporting/start-error-reporting';
import { modeBanner } from './production-settings';

function mailDestination(config: ApiConfig): string {
  if (config.mail.smtpUrl) return `SMTP ${new URL(config.mail.smtpUrl).host}`;
  return `sandbox mailbox ${config.mailboxDir ? `in ${config.mailboxDir}` : 'in memory'}, ${config.publicUrl}/sandbox/mailbox`;
}

/** Starts the shop API: open and migrate the database, seed it when empty, listen, and close cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  console.log(`[shop-api] ${modeBanner(config.shopEnv)}`);
  const reportsTo = startErrorReporting(config.shopEnv);
  console.log(`[shop-api] error reports and traces: ${reportsTo} (docs/error-reporting.md)`);
  // Loaded after the SDK started, so its instrumentation of the database driver and Fastify applies.
  const { openDatabase } = await import('./db/client');
  const { buildApp } = await import('./app');
  const { fillMissingSearchStems } = await import('./search/search-stems.repository');
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    traceQuery: reportsTo === 'nowhere' ? undefined : traceQuery,
  });
  if (config.seedOnStart) {
    // The demo shop's data lives outside src/ (shop-api/seed/) and is loaded only when asked for.
    const { seedDemoShop } = await import('../seed/seed');
    await seedDemoShop(handle.db, { log: (line) => console.log(`[seed] ${line}`) });
  }
  // Texts written without stems (before migration 0015, or changed since): stemmed before serving.
  const stemmed = await fillMissingSearchStems(handle.db);
  if (stemmed > 0) console.log(`[shop-api] ${stemmed} texts stemmed for search`);
  const app = await buildApp({ db: handle.db, config, mailboxDir: config.mailboxDir });

  let closing = false;
  const shutdown = async (signal: string) => {
    // A second signal is usual (a terminal's Ctrl-C reaches tsx and this process; tsx passes it on too).
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing the requests in flight, then closing`);
    // The stop is bounded (API_STOP_GRACE_SECONDS); this is the bound of whatever closes after it.
    setTimeout(() => {
      console.error('[stop] closing took too long; exiting');
      process.exit(1);
    }, config.stopGraceMs + 15_000).unref();
    await app.close();
    await handle.close();
    // The last events (an error while stopping) leave before the process does.
    await Sentry.flush(2000);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`shop API on ${config.publicUrl} (${handle.driver}; mail: ${mailDestination(config)})`);
}

main().catch((error: unknown) => {
  // Unsafe production settings: the one line that names them all, without a stack.
  console.error(error instanceof UnsafeSettingsError ? `[shop-api] ${error.message}` : error);
  process.exit(1);
});
