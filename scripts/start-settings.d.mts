// Types of scripts/start-settings.mjs for its test.
export declare function startSettings(env: Record<string, string | undefined>): Record<string, string>;
export declare function spotlightPortOf(env: Record<string, string | undefined>): string | undefined;
