import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Each part is type-checked with its own globals (docs/architecture.md, "Type-checking per part"):
 * the contract with neither the DOM nor Node.js, the shop API with Node.js and no DOM, the storefront
 * with both. A file is planted in a part and checked in the program of that part's own tsconfig (its
 * options and all its files), so the test follows the configs as they are, and a library whose types
 * pull in the DOM (as jsdom's do, for the shop API's mail tests) shows here too.
 */
const root = process.cwd();

function typeErrors(tsconfig: string, plantedPath: string, code: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(root, tsconfig),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${tsconfig} could not be read`);
  const options = {
    ...parsed.options,
    noEmit: true,
    incremental: false,
    composite: false,
    declaration: false,
    emitDeclarationOnly: false,
  };
  const planted = path.join(root, plantedPath);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (fileName) => (path.resolve(fileName) === planted ? code : readFile(fileName));
  host.fileExists = (fileName) => path.resolve(fileName) === planted || fileExists(fileName);
  const program = ts.createProgram({ rootNames: [...parsed.fileNames, planted], options, host });
  const file = program.getSourceFile(planted);
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSyntacticDiagnostics(file),
    ...program.getSemanticDiagnostics(file),
  ].map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('type-checking per part', () => {
  it('keeps browser and Node.js globals out of the contract', { timeout: 120_000 }, () => {
    const code =
      "export const host = window.location.host;\nexport const env = process.env.SHOP_ENV;\nexport const bytes = Buffer.from('a');\n";
    expect(typeErrors('contract/tsconfig.json', 'contract/planted.ts', code)).toEqual([
      "Cannot find name 'window'.",
      expect.stringContaining("Cannot find name 'process'."),
      expect.stringContaining("Cannot find name 'Buffer'."),
    ]);
  });

  it('lets the contract use what browsers and Node.js both have', { timeout: 120_000 }, () => {
    const code =
      "export const encoded = btoa(String.fromCharCode(...new TextEncoder().encode('č')));\nexport const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));\nexport const names = [...new URLSearchParams('a=1&b=2').keys()];\n";
    expect(typeErrors('contract/tsconfig.json', 'contract/planted.ts', code)).toEqual([]);
  });

  it('keeps browser globals out of the shop API', { timeout: 120_000 }, () => {
    const code = 'export const host = window.location.host;\nexport const title = document.title;\n';
    expect(typeErrors('shop-api/tsconfig.json', 'shop-api/src/planted.ts', code)).toEqual([
      expect.stringContaining("Cannot find name 'window'."),
      expect.stringContaining("Cannot find name 'document'."),
    ]);
    const node = "export const env = process.env.SHOP_ENV;\nexport const bytes = Buffer.from('a');\n";
    expect(typeErrors('shop-api/tsconfig.json', 'shop-api/src/planted.ts', node)).toEqual([]);
  });

  it('gives the storefront the DOM and Node.js', { timeout: 120_000 }, () => {
    const code = 'export const host = window.location.host;\nexport const env = process.env.NODE_ENV;\n';
    expect(typeErrors('tsconfig.json', 'lib/planted.ts', code)).toEqual([]);
  });
});
