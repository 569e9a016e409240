import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en';
import { importSpecifiers, resolveProjectImport } from '@/tests/support/import-graph';
import {
  cartLayoutNamespaces,
  clientNamespaces,
  customerLayoutNamespaces,
  pickCartLayoutMessages,
  pickClientMessages,
  pickCustomerLayoutMessages,
} from './client-messages';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const sourceFolders = ['app', 'components', 'lib', 'stores'];

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every file that runs in the browser: the `'use client'` files and everything they import. */
function clientGraph(): string[] {
  const pending = sourceFolders
    .flatMap((folder) => sourceFiles(join(root, folder)))
    .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importSpecifiers(file, { types: true })) {
      const target = resolveProjectImport(file, specifier);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  return [...seen];
}

/** The namespaces a file reads through `useTranslations`, and any use this scan cannot read. */
function namespacesUsed(source: string): { namespaces: string[]; unreadable: string[] } {
  const namespaces: string[] = [];
  const unreadable: string[] = [];
  for (const match of source.matchAll(/useTranslations\(\s*([^)]*?)\s*\)/g)) {
    const argument = match[1] ?? '';
    if (argument === '') {
      // The whole tree: every `t('ns.key')` names its namespace.
      for (const key of source.matchAll(/\bt(?:\.(?:rich|markup|raw|has))?\(\s*(['"`])([^'"`]*)\1/g)) {
        const [quote = '', path = ''] = [key[1], key[2]];
        const namespace = path.split('.')[0] ?? '';
        if (path.includes('.') && !namespace.includes('$')) namespaces.push(namespace);
        else unreadable.push(`t(${quote}${path}${quote})`);
      }
      continue;
    }
    const literal = /^(['"])([^'"]+)\1$/.exec(argument);
    if (literal) namespaces.push((literal[2] ?? '').split('.')[0] ?? '');
    else unreadable.push(match[0]);
  }
  for (const match of source.matchAll(/\buseMessages\(/g)) unreadable.push(match[0]);
  return { namespaces, unreadable };
}

describe('client message namespaces', () => {
  const files = clientGraph();

  it('finds the client components', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('lists every namespace a client component reads, and only real ones', () => {
    const missing: string[] = [];
    const unreadable: string[] = [];
    const used = new Set<string>();
    const known: readonly string[] = [
      ...new Set([...clientNamespaces, ...cartLayoutNamespaces, ...customerLayoutNamespaces]),
    ];
    for (const file of files) {
      const found = namespacesUsed(readFileSync(file, 'utf8'));
      for (const namespace of found.namespaces) {
        used.add(namespace);
        if (!known.includes(namespace)) missing.push(`${relative(root, file)}: ${namespace}`);
      }
      for (const use of found.unreadable) unreadable.push(`${relative(root, file)}: ${use}`);
    }
    expect(missing, 'add these namespaces to clientNamespaces (lib/i18n/client-messages.ts)').toEqual([]);
    expect(unreadable, 'name the namespace literally so the browser gets its messages').toEqual([]);
    for (const namespace of known) expect(Object.keys(en), namespace).toContain(namespace);
    expect([...used].sort(), 'drop namespaces no client component reads').toEqual([...known].sort());
  });

  it('reads the namespaces of both forms', () => {
    expect(namespacesUsed(`const t = useTranslations('cart.summary'); t('total');`).namespaces).toEqual(['cart']);
    expect(
      namespacesUsed(`const t = useTranslations(); t('error.title'); t.rich('auth.terms', {});`).namespaces,
    ).toEqual(['error', 'auth']);
    expect(namespacesUsed('const t = useTranslations(namespace);').unreadable).toHaveLength(1);
  });

  it('picks only the client namespaces', () => {
    const picked = pickClientMessages(en);
    expect(Object.keys(picked).sort()).toEqual([...clientNamespaces].sort());
    expect(picked.cart).toBe(en.cart);
    expect(picked).not.toHaveProperty('home');
    expect(picked).not.toHaveProperty('cartPage');
    expect(picked).not.toHaveProperty('checkout');
  });

  it('adds the cart section’s own namespaces for the cart layout', () => {
    const picked = pickCartLayoutMessages(en);
    expect(Object.keys(picked).sort()).toEqual([...clientNamespaces, ...cartLayoutNamespaces].sort());
    expect(picked.cartPage).toBe(en.cartPage);
    expect(picked.checkout).toBe(en.checkout);
  });

  it('adds the customer area’s own namespaces for the customer layout', () => {
    const picked = pickCustomerLayoutMessages(en);
    expect(Object.keys(picked).sort()).toEqual([...clientNamespaces, ...customerLayoutNamespaces].sort());
    expect(picked.customerArea).toBe(en.customerArea);
  });
});
