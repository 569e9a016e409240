/** The one way the fuzzer builds Ajv: draft 2020-12, formats on, strict mode off (OpenAPI adds keywords Ajv does not know). */
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export function createAjv(): Ajv2020 {
  // multipleOfPrecision: 0.29 is a multiple of 0.01 to zod, but 0.29 / 0.01 is not a whole number in floating point.
  const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 6, logger: false });
  addFormats(ajv);
  return ajv;
}

const formatAjv = createAjv();
const checkers = new Map<string, ((value: string) => boolean) | undefined>();

/** Whether a string has the format, per ajv-formats; undefined for formats Ajv does not know. */
export function formatChecker(format: string): ((value: string) => boolean) | undefined {
  if (!checkers.has(format)) {
    const known = formatAjv.formats[format] !== undefined;
    const validate = known ? formatAjv.compile({ type: 'string', format }) : undefined;
    checkers.set(format, validate && ((value: string) => validate(value)));
  }
  return checkers.get(format);
}
