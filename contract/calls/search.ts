import { z } from 'zod';
import { defaultSuggestionLimit, maxSuggestionLimit } from '../search/search-suggestions';
import { maxSearchLength, searchTextProblem } from '../search/search-terms';
import { queryParam } from './request-parts';

const emptyMessage = 'Type something to search for.';

/** `GET /search/suggest?q=&limit=`: the quick search of the popup and of the search page's side sections. */
export const SuggestQuerySchema = z.strictObject({
  q: queryParam(emptyMessage)
    .superRefine((text, ctx) => {
      const problem = searchTextProblem(text);
      if (problem === 'empty') ctx.addIssue({ code: 'custom', message: emptyMessage });
      if (problem === 'too_long')
        ctx.addIssue({ code: 'custom', message: `Use at most ${maxSearchLength} characters.` });
    })
    .transform((text) => text.trim())
    .describe(`The search text, 1–${maxSearchLength} characters after trimming.`),
  limit: queryParam()
    .regex(/^\d{1,6}$/, `Must be a whole number from 1 to ${maxSuggestionLimit}.`)
    .transform(Number)
    .refine(
      (limit) => limit >= 1 && limit <= maxSuggestionLimit,
      `Must be a whole number from 1 to ${maxSuggestionLimit}.`,
    )
    .default(defaultSuggestionLimit)
    .describe(`Items per section, 1–${maxSuggestionLimit} (default ${defaultSuggestionLimit}).`),
});
export type SuggestQuery = z.output<typeof SuggestQuerySchema>;
