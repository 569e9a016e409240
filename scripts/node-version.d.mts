// Types of scripts/node-version.mjs for its TypeScript callers (vitest.config.ts, its test).
export declare const requiredNodeMajor: number;
export declare function nodeVersionProblem(version: string, executable?: string): string | undefined;
export declare function requireNodeVersion(): void;
