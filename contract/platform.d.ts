/**
 * The few web-platform globals the contract uses, which browsers and Node.js (24 and later) both
 * provide. The contract is type-checked with neither the DOM library nor Node.js's types
 * (contract/tsconfig.json), so a browser-only global (`window`, `document`) or a Node.js-only one
 * (`process`, `Buffer`) fails `npm run typecheck`; what both sides have is declared here, only as far
 * as the contract needs it. The storefront and the shop API see their own, fuller declarations:
 * this file belongs to the contract's project alone.
 */

interface TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>;
}
declare const TextEncoder: { prototype: TextEncoder; new (): TextEncoder };

interface TextDecoder {
  decode(input?: Uint8Array): string;
}
declare const TextDecoder: {
  prototype: TextDecoder;
  new (label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean }): TextDecoder;
};

declare function btoa(data: string): string;
declare function atob(data: string): string;

interface URLSearchParams {
  readonly size: number;
  append(name: string, value: string): void;
  delete(name: string, value?: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string, value?: string): boolean;
  set(name: string, value: string): void;
  sort(): void;
  toString(): string;
  forEach(callback: (value: string, key: string, parent: URLSearchParams) => void): void;
  entries(): IterableIterator<[string, string]>;
  keys(): IterableIterator<string>;
  values(): IterableIterator<string>;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}
declare const URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string[][] | Record<string, string> | string | URLSearchParams): URLSearchParams;
};

/** The parts of a URL error reporting's settings read (contract/error-reporting/settings.ts). */
interface URL {
  readonly origin: string;
  readonly protocol: string;
  readonly username: string;
  readonly host: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  toString(): string;
}
declare const URL: { prototype: URL; new (url: string, base?: string | URL): URL };
