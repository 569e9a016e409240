import { startCsobFake } from './csob-fake';
import { startGoPayFake } from './gopay-fake';

/**
 * The shop API with both card gateways live against the fakes (for the browser test of a purchase
 * through the live adapters, playwright.live-gateways.config.ts): the fakes start first, their
 * settings go into the environment, then the ordinary server starts and reads them. The fakes live
 * and die with this process.
 */
async function main() {
  const [gopay, csob] = await Promise.all([startGoPayFake(), startCsobFake()]);
  Object.assign(process.env, {
    GOPAY_GOID: gopay.goid,
    GOPAY_CLIENT_ID: gopay.clientId,
    GOPAY_CLIENT_SECRET: gopay.clientSecret,
    GOPAY_API_URL: gopay.url,
    CSOB_MERCHANT_ID: csob.merchantId,
    CSOB_PRIVATE_KEY_FILE: csob.privateKeyFile,
    CSOB_BANK_PUBLIC_KEY_FILE: csob.bankPublicKeyFile,
    CSOB_API_URL: csob.url,
  });
  console.log(`[fakes] GoPay ${gopay.url}, ČSOB ${csob.url}`);
  await import('../../src/server');
}

void main();
