import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors, formFieldErrors } from './api-field-errors';

describe('formFieldErrors', () => {
  it('keeps the first message of each field the form has', () => {
    expect(
      formFieldErrors(
        [
          { field: 'email', message: 'a' },
          { field: 'email', message: 'b' },
          { field: 'locale', message: 'c' },
          { field: 'password', message: 'd' },
        ],
        ['email', 'password'] as const,
      ),
    ).toEqual([
      ['email', 'a'],
      ['password', 'd'],
    ]);
  });
});

describe('applyFieldErrors', () => {
  it('puts each field’s first message on it, focuses the first, and says whether any was placed', () => {
    const setError = vi.fn();
    const errors = [
      { field: 'email', message: 'a' },
      { field: 'password', message: 'b' },
    ];
    expect(applyFieldErrors(errors, ['email', 'password'] as const, setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'a' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'b' }, { shouldFocus: false }],
    ]);
    expect(applyFieldErrors([{ field: 'locale', message: 'c' }], ['email'] as const, setError)).toBe(false);
  });
});
