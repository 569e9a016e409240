import { connect } from 'node:net';

/** The Redis the tests use: `REDIS_URL`, else the local default. */
export const testRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * Whether the Redis tests run: without Redis a developer's run skips them with a warning; CI (`CI`
 * set, as .ci/run does) must run them, so there a missing Redis fails them instead (`assertUp`).
 */
export async function redisForTests(label: string): Promise<{ run: boolean; assertUp(): void }> {
  const up = await reachable(testRedisUrl);
  const required = Boolean(process.env.CI);
  if (!up && !required) console.warn(`[${label}] Redis at ${testRedisUrl} is unreachable: the test is skipped.`);
  return {
    run: up || required,
    assertUp() {
      if (!up)
        throw new Error(`Redis at ${testRedisUrl} is unreachable, and CI runs these tests: start it or set REDIS_URL.`);
    },
  };
}
