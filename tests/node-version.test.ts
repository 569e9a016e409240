import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, requiredNodeMajor } from '../scripts/node-version.mjs';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('the Node.js the project runs on (docs/runtime.md)', () => {
  it('is the active LTS, Node.js 24, in engines and in the Node.js types', () => {
    expect(packageJson.engines.node).toBe('>=24');
    expect(requiredNodeMajor).toBe(24);
    expect(packageJson.devDependencies['@types/node']).toMatch(/^\^24\./);
  });

  it('runs these tests', () => {
    expect(nodeVersionProblem(process.versions.node)).toBeUndefined();
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('turns away an older Node.js with what to do instead', () => {
    const problem = nodeVersionProblem('20.20.2', '/usr/bin/node');
    expect(problem).toContain('needs Node.js 24 or newer, not 20.20.2 (/usr/bin/node)');
    expect(problem).toContain('node_modules/.bin/node');
    expect(nodeVersionProblem('v24.0.0')).toBeUndefined();
    expect(nodeVersionProblem('26.1.0')).toBeUndefined();
  });
});
