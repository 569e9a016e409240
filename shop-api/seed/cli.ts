import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedDemoShop } from './seed';

const usage = 'Usage: tsx shop-api/seed/cli.ts [--products N] [--no-images]';

interface CliOptions {
  products: number;
  images: boolean;
}

/** Reads the arguments; anything wrong is reported with the usage line and exit code 2. */
function parseCli(argv: string[]): CliOptions {
  let values: { products?: string; 'no-images'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        products: { type: 'string' },
        'no-images': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const raw = values.products ?? '80';
  const products = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(products) || products < 1) {
    return fail(`--products must be a positive whole number, not "${raw}".`);
  }
  return { products, images: !values['no-images'] };
}

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const options = parseCli(process.argv.slice(2));
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await seedDemoShop(handle.db, { ...options, log: (line) => console.log(`[seed] ${line}`) });
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
