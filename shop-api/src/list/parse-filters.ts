import { z } from 'zod';
import type { Filter, FilterScalar } from '@contract';
import type { ApiFieldError } from '../http/api-error';
import { msg, type Message } from '../messages/message';
import { operatorsByType, type FieldType, type FilterSpec, type FilterValue, type ParsedFilter } from './definition';

/** Bounds that keep one request from turning into a huge statement. */
export const maxFilters = 50;
export const maxInValues = 500;
const maxStringLength = 1000;
const int4 = { min: -2147483648, max: 2147483647 };

const IsoDateTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

type ScalarCheck = { ok: true; value: FilterScalar } | { ok: false; message: Message };

/** Checks one value against the field type; dates come back as UTC ISO strings so every driver reads them alike. */
function checkScalar(type: FieldType, value: FilterScalar): ScalarCheck {
  switch (type) {
    case 'integer':
      // The columns are int4: a larger number would be a database error, not an empty answer.
      return typeof value === 'number' && Number.isInteger(value) && value >= int4.min && value <= int4.max
        ? { ok: true, value }
        : { ok: false, message: msg('list.takesWhole') };
    case 'decimal':
      return typeof value === 'number' && Number.isFinite(value)
        ? { ok: true, value }
        : { ok: false, message: msg('list.takesNumber') };
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : { ok: false, message: msg('list.takesBoolean') };
    case 'string':
      // PostgreSQL text cannot hold NUL; reject it here instead of failing in the driver.
      return typeof value === 'string' && value.length <= maxStringLength && !value.includes('\u0000')
        ? { ok: true, value }
        : { ok: false, message: msg('list.takesText', { max: maxStringLength }) };
    case 'date':
      return typeof value === 'string' && IsoDateTime.safeParse(value).success
        ? { ok: true, value: new Date(value).toISOString() }
        : { ok: false, message: msg('list.takesDate') };
  }
}

function checkValue(field: string, spec: FilterSpec, filter: Filter): { value: FilterValue } | { message: Message } {
  const [, operator, value] = filter;
  if (operator === 'in') {
    if (!Array.isArray(value)) return { message: msg('list.inNeedsList') };
    if (value.length === 0 || value.length > maxInValues)
      return { message: msg('list.inListSize', { max: maxInValues }) };
    const checked: FilterScalar[] = [];
    for (const item of value) {
      const result = checkScalar(spec.type, item);
      if (!result.ok) return { message: msg('list.everyValueTakes', { field, takes: result.message }) };
      checked.push(result.value);
    }
    return { value: checked };
  }
  if (Array.isArray(value)) return { message: msg('list.oneValue', { operator }) };
  if (value === null) {
    return spec.nullable && (operator === 'eq' || operator === 'neq')
      ? { value: null }
      : { message: spec.nullable ? msg('list.noNullBy', { field, operator }) : msg('list.noNull', { field }) };
  }
  const result = checkScalar(spec.type, value);
  return result.ok ? { value: result.value } : { message: msg('list.fieldTakes', { field, takes: result.message }) };
}

/** Validates decoded filters against a whitelist; errors name the filter by its index (`filters.0`). */
export function validateFilters(
  filters: Filter[],
  specs: Readonly<Record<string, FilterSpec>>,
): { filters: ParsedFilter[]; errors: ApiFieldError[] } {
  if (filters.length > maxFilters) {
    return { filters: [], errors: [{ field: 'filters', message: msg('list.tooManyFilters', { max: maxFilters }) }] };
  }
  const parsed: ParsedFilter[] = [];
  const errors: ApiFieldError[] = [];
  filters.forEach((filter, index) => {
    const [field, operator] = filter;
    const at = `filters.${index}`;
    const spec = Object.hasOwn(specs, field) ? specs[field] : undefined;
    if (!spec) {
      errors.push({
        field: at,
        message: msg('list.unknownFilter', { field, allowed: Object.keys(specs).join(', ') }),
      });
      return;
    }
    const allowed = spec.operators ?? operatorsByType[spec.type];
    if (!allowed.includes(operator)) {
      errors.push({
        field: at,
        message: msg('list.operatorNotAllowed', { operator, field, allowed: allowed.join(', ') }),
      });
      return;
    }
    const checked = checkValue(field, spec, filter);
    if ('message' in checked) errors.push({ field: at, message: checked.message });
    else parsed.push({ field, operator, value: checked.value });
  });
  return { filters: parsed, errors };
}
