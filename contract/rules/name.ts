/**
 * The one rule of a name (a person's first and last name, a city): required, at most 100
 * characters once trimmed. The zod field, with its messages, is in `field-schemas.ts`.
 */
export const nameMaxLength = 100;
