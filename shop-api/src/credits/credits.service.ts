import {
  creditOperations,
  type CustomerAccountBalance,
  type CustomerAccountUsage,
  type CustomerAccountUsageQuerySchema,
} from '@contract/calls/customer-accounts';
import type { ListEnvelope } from '@contract';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { ReadContext } from '../list/read-context';
import { toMoney } from '../shop/money';
import { balanceOf, creditValue } from './credit-value';
import { selectBalances, selectUsages } from './credits.repository';
import { pageMeta, pageWindow } from '../list/page-window';

type UsageQuery = z.infer<typeof CustomerAccountUsageQuerySchema>;

/** `GET /customer-accounts`: the balance of every kind of credit, valued in the request currency. */
export async function listCustomerAccountBalances(
  env: ReadContext,
  customerId: number,
): Promise<ListEnvelope<CustomerAccountBalance>> {
  const rows = await selectBalances(env.db, customerId, env.locale);
  const money = (value: number) => toMoney(value, env.locale, env.currency);
  const items = rows.map((row): CustomerAccountBalance => {
    const balance = balanceOf(row.received, row.used);
    return {
      customer_account_id: row.id,
      code: row.code,
      name: row.name,
      amount: balance.amount,
      received_amount: balance.received,
      used_amount: balance.used,
      conversion: money(creditValue(1, row, env.currency.code)),
      value: money(creditValue(balance.amount, row, env.currency.code)),
    };
  });
  return { items, _meta: pageMeta(1, Math.max(items.length, 1), items.length), _errors: {} };
}

const operations: readonly number[] = Object.values(creditOperations);
const operationOf = (code: number): CustomerAccountUsage['operation'] =>
  operations.includes(code) ? (code as CustomerAccountUsage['operation']) : creditOperations.received;

/** `GET /customer-account-usages`: a page of the customer's movements, newest first. */
export async function listCustomerAccountUsages(
  db: Database,
  env: Pick<ReadContext, 'locale'>,
  customerId: number,
  query: UsageQuery,
): Promise<ListEnvelope<CustomerAccountUsage>> {
  const window = pageWindow(query);
  const { total, rows } = await selectUsages(db, customerId, env.locale, {
    ...window,
    customerAccountId: query.customer_account_id,
  });
  const _meta = pageMeta(window.page, window.perPage, total);
  const items = rows.map(({ usage, kindName }): CustomerAccountUsage => ({
    id: usage.id,
    customer_account_id: usage.customerAccountId,
    customer_account_name: kindName,
    amount: usage.amount,
    operation: operationOf(usage.operation),
    reason: usage.reason,
    name: usage.name,
    order_id: usage.orderId,
    loyalty_program_id: usage.loyaltyProgramId,
    created_at: usage.createdAt.toISOString(),
  }));
  return { items, _meta, _errors: {} };
}
