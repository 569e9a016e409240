// Types of bench/lib/first-load-js.mjs for its TypeScript callers (e2e/first-load-budget.spec.ts).
export interface FirstLoadScript {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}
export declare function scriptUrls(html: string, pageUrl: string): string[];
export declare function measureFirstLoadJs(
  pageUrl: string,
  userAgent: string,
  options?: { status?: number },
): Promise<{ scripts: FirstLoadScript[]; rawBytes: number; gzipBytes: number; htmlGzipBytes: number }>;
