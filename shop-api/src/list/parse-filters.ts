import { z } from 'zod';
import type { FieldError, Filter, FilterScalar } from '@contract';
import { operatorsByType, type FieldType, type FilterSpec, type FilterValue, type ParsedFilter } from './definition';

/** Bounds that keep one request from turning into a huge statement. */
export const maxFilters = 50;
export const maxInValues = 500;
const maxStringLength = 1000;
const int4 = { min: -2147483648, max: 2147483647 };

const IsoDateTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

type ScalarCheck = { ok: true; value: FilterScalar } | { ok: false; message: string };

/** Checks one value against the field type; dates come back as UTC ISO strings so every driver reads them alike. */
function checkScalar(type: FieldType, value: FilterScalar): ScalarCheck {
  switch (type) {
    case 'integer':
      // The columns are int4: a larger number would be a database error, not an empty answer.
      return typeof value === 'number' && Number.isInteger(value) && value >= int4.min && value <= int4.max
        ? { ok: true, value }
        : { ok: false, message: 'takes a whole number' };
    case 'decimal':
      return typeof value === 'number' && Number.isFinite(value)
        ? { ok: true, value }
        : { ok: false, message: 'takes a number' };
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : { ok: false, message: 'takes true or false' };
    case 'string':
      // PostgreSQL text cannot hold NUL; reject it here instead of failing in the driver.
      return typeof value === 'string' && value.length <= maxStringLength && !value.includes('\u0000')
        ? { ok: true, value }
        : { ok: false, message: `takes a text of at most ${maxStringLength} characters` };
    case 'date':
      return typeof value === 'string' && IsoDateTime.safeParse(value).success
        ? { ok: true, value: new Date(value).toISOString() }
        : { ok: false, message: 'takes an ISO 8601 date or date-time' };
  }
}

function checkValue(field: string, spec: FilterSpec, filter: Filter): { value: FilterValue } | { message: string } {
  const [, operator, value] = filter;
  if (operator === 'in') {
    if (!Array.isArray(value)) return { message: `The "in" operator takes a list of values.` };
    if (value.length === 0 || value.length > maxInValues)
      return { message: `The "in" list takes 1 to ${maxInValues} values.` };
    const checked: FilterScalar[] = [];
    for (const item of value) {
      const result = checkScalar(spec.type, item);
      if (!result.ok) return { message: `Every value of "${field}" ${result.message}.` };
      checked.push(result.value);
    }
    return { value: checked };
  }
  if (Array.isArray(value)) return { message: `The "${operator}" operator takes one value, not a list.` };
  if (value === null) {
    return spec.nullable && (operator === 'eq' || operator === 'neq')
      ? { value: null }
      : { message: `"${field}" cannot be compared with null${spec.nullable ? ` by "${operator}"` : ''}.` };
  }
  const result = checkScalar(spec.type, value);
  return result.ok ? { value: result.value } : { message: `"${field}" ${result.message}.` };
}

/** Validates decoded filters against a whitelist; errors name the filter by its index (`filters.0`). */
export function validateFilters(
  filters: Filter[],
  specs: Readonly<Record<string, FilterSpec>>,
): { filters: ParsedFilter[]; errors: FieldError[] } {
  if (filters.length > maxFilters) {
    return { filters: [], errors: [{ field: 'filters', message: `Use at most ${maxFilters} filters.` }] };
  }
  const parsed: ParsedFilter[] = [];
  const errors: FieldError[] = [];
  filters.forEach((filter, index) => {
    const [field, operator] = filter;
    const at = `filters.${index}`;
    const spec = Object.hasOwn(specs, field) ? specs[field] : undefined;
    if (!spec) {
      errors.push({
        field: at,
        message: `Unknown filter field "${field}"; use one of: ${Object.keys(specs).join(', ')}.`,
      });
      return;
    }
    const allowed = spec.operators ?? operatorsByType[spec.type];
    if (!allowed.includes(operator)) {
      errors.push({
        field: at,
        message: `Operator "${operator}" is not allowed for "${field}"; use one of: ${allowed.join(', ')}.`,
      });
      return;
    }
    const checked = checkValue(field, spec, filter);
    if ('message' in checked) errors.push({ field: at, message: checked.message });
    else parsed.push({ field, operator, value: checked.value });
  });
  return { filters: parsed, errors };
}
