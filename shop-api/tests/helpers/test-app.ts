import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { seedDemoShop } from '../../seed/seed';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** The shop API in-process on a fresh database with the demo catalogue (without image files, for speed). */
export async function createTestApp(options: { env?: Record<string, string> } = {}): Promise<TestApp> {
  const handle = await openTestDatabase();
  await seedDemoShop(handle.db, { images: false });
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_ON_START: 'false', ...options.env });
  const app = await buildApp({ db: handle.db, config });
  return {
    app,
    db: handle.db,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
