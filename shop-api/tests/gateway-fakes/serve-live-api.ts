import { csobEnv, startCsobFake } from './csob-fake';
import { gopayEnv, startGoPayFake } from './gopay-fake';

/**
 * The shop API with both card gateways live against the fakes (for the browser test of a purchase
 * through the live adapters, playwright.live-gateways.config.ts): the fakes start first, their
 * settings go into the environment, then the ordinary server starts and reads them. The fakes live
 * and die with this process.
 */
async function main() {
  const [gopay, csob] = await Promise.all([startGoPayFake(), startCsobFake()]);
  Object.assign(process.env, gopayEnv(gopay), csobEnv(csob));
  console.log(`[fakes] GoPay ${gopay.url}, ČSOB ${csob.url}`);
  await import('../../src/server');
}

void main();
