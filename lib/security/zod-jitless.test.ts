import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureJitlessZod } from './zod-jitless';

describe('configureJitlessZod', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps zod from probing eval (a CSP violation in the browser) on its first parse', async () => {
    configureJitlessZod(globalThis);
    const probe = vi.fn(() => {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    });
    vi.stubGlobal('Function', probe);
    const { z } = await import('zod');
    const parsed = z.object({ id: z.number(), name: z.string() }).safeParse({ id: 1, name: 'Shirt' });
    expect(parsed.success).toBe(true);
    expect(probe).not.toHaveBeenCalled();
  });

  it('keeps the settings zod already has', () => {
    const scope = { __zod_globalConfig: { customError: 'x' } } as unknown as typeof globalThis;
    configureJitlessZod(scope);
    expect((scope as unknown as { __zod_globalConfig: object }).__zod_globalConfig).toEqual({
      customError: 'x',
      jitless: true,
    });
  });
});
