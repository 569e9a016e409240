import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type StartedApi } from '../fuzz/api-process';
import { openDatabase } from '../src/db/client';
import { seedDemoShop } from '../seed/seed';
import { slowPagePath } from '../src/sandbox/test-faults/test-faults.routes';

interface Answer {
  status: number;
  connection: string | undefined;
  at: number;
}

/** One GET on the agent: its answer, or the error code (`ECONNRESET`, `ECONNREFUSED`, …). */
function get(agent: Agent, url: string): Promise<Answer | { error: string; at: number }> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, at: Date.now() }));
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ error: error.code ?? error.message, at: Date.now() }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException & { errors?: NodeJS.ErrnoException[] }) => {
      // A connection attempt to every address of `localhost` fails as one AggregateError.
      const code = error.code ?? error.errors?.find((e) => e.code)?.code ?? error.message;
      resolve({ error: code, at: Date.now() });
    });
    req.end();
  });
}

/**
 * The API stopped with SIGTERM while shoppers' requests keep coming on keep-alive connections:
 * every request sent gets its answer, or, once the API no longer listens, a refused connection;
 * none is cut (ECONNRESET, "socket hang up"). A request in flight finishes.
 */
describe('stopping the API', () => {
  let api: StartedApi;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-api-stop-'));
  beforeAll(async () => {
    // Seeded here without pictures: the API's own seed on start would draw them all.
    const handle = await openDatabase({ dataDir });
    await seedDemoShop(handle.db, { images: false });
    await handle.close();
    api = await startApi(() => undefined, {
      env: { PGLITE_DATA_DIR: dataDir, SEED_ON_START: 'false', API_TEST_FAULTS: '1' },
    });
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request sent on a keep-alive connection until it exits, and finishes the one in flight', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 12 });
    const answers: Answer[] = [];
    const failures: string[] = [];
    let refused = 0;
    let exited = false;
    const hammer = async () => {
      while (!exited) {
        const outcome = await get(agent, `${api.url}/health`);
        if ('status' in outcome) answers.push(outcome);
        else if (outcome.error === 'ECONNREFUSED') {
          refused++;
          await sleep(5);
        } else failures.push(outcome.error);
      }
    };
    const hammers = Array.from({ length: 12 }, hammer);
    // An idle keep-alive connection too: opened, answered, then left alone over the stop.
    const idleAgent = new Agent({ keepAlive: true });
    expect(await get(idleAgent, `${api.url}/health`)).toMatchObject({ status: 200 });

    await sleep(1_500);
    const slow = get(agent, `${api.url}/page/${slowPagePath}?ms=1500`);
    await sleep(200);
    const stoppedAt = Date.now();
    api.signal('SIGTERM');
    const exit = await api.exited;
    exited = true;
    await Promise.all(hammers);
    agent.destroy();
    idleAgent.destroy();

    expect(exit).toBe('code 0');
    expect(failures).toEqual([]);
    // The slow page answers 404 once it has waited; what counts is that it answered, and said the connection ends.
    expect(await slow).toMatchObject({ status: 404, connection: 'close' });
    const afterStop = answers.filter((answer) => answer.at > stoppedAt);
    expect(afterStop.length).toBeGreaterThan(0);
    expect(afterStop.every((answer) => answer.status === 200)).toBe(true);
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});
