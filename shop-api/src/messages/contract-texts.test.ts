import { describe, expect, it } from 'vitest';
import { bankAccountMessages } from '@contract/rules/bank-account';
import { renderText } from './message';
import { contractTextMessage, contractTexts } from './contract-texts';

describe('the contract’s own wording', () => {
  it('answers in English exactly as the contract words it, and in Czech and Slovak from the catalogue', () => {
    for (const text of [
      ...Object.values(bankAccountMessages),
      'Enter the amount as a whole number.',
      'Fill this in.',
    ]) {
      const message = contractTextMessage(text);
      expect(message, text).toBeDefined();
      expect(renderText('en', message!)).toBe(text);
      expect(renderText('cs', message!)).not.toBe(text);
      expect(renderText('sk', message!)).not.toBe(text);
    }
  });

  it.each(Object.entries(contractTexts))('%s keeps its English words (%s)', (text, key) => {
    expect(renderText('en', key)).toBe(text);
  });

  it('carries the values of a worded limit over', () => {
    const message = contractTextMessage('Must be a whole number from 1 to 100.');
    expect(renderText('en', message!)).toBe('Must be a whole number from 1 to 100.');
    expect(renderText('cs', message!)).toBe('Zadejte celé číslo od 1 do 100.');
  });

  it('knows nothing of a text it does not list', () => {
    expect(contractTextMessage('Something new.')).toBeUndefined();
  });
});
