import type { RefundReason, RefundResolution } from '@contract/codes/returns';
import type { BankAccountField } from '@contract/rules/bank-account';
import {
  bankAccountErrorKeys,
  bankAccountFieldNames,
  type BankAccountDraft,
  type BankAccountMessageKey,
} from './bank-account-form';
import {
  pickupAddressFields,
  pickupAddressIssues,
  type PickupAddressDraft,
  type PickupAddressIssueKey,
} from './pickup-address-form';

/** One order item as the return form holds it. */
export interface ReturnLineDraft {
  orderItemId: number;
  maxAmount: number;
  amount: number;
  reason: RefundReason | '';
  resolution: RefundResolution;
}

export interface ReturnDraft {
  lines: ReturnLineDraft[];
  /** The way back, its pickup point when the method has them, and whether a courier collects it. */
  method: { methodId: number | null; optionId: number | null; optionName: string | null; courier: boolean };
  /** Where the courier collects the parcel (sent only when `method.courier`). */
  pickupAddress: PickupAddressDraft;
  needsBankAccount: boolean;
  bank: BankAccountDraft;
}

export type ReturnIssueKey = 'noItems' | 'tooMany' | 'notWhole' | 'reason' | 'shippingMethod';

/** What the return form finds wrong before anything is sent: message keys by field path. */
export type ReturnIssues = Partial<
  Record<string, ReturnIssueKey | PickupAddressIssueKey | `bank.${BankAccountMessageKey}`>
>;

export const lineField = (index: number, field: 'amount' | 'reason' | 'preferred_resolve') => `items.${index}.${field}`;

/**
 * A return needs at least one unit, no line above what may still go back, a reason for each line
 * sent back (the law asks none for a withdrawal, the shop asks so it learns why; `other` will do),
 * a way back (with the pick-up address when a courier collects: `alpha2Of` names the country's
 * ISO code for its post code and phone rules), and a bank account when the money goes back by transfer.
 */
export function returnIssues(
  draft: ReturnDraft,
  alpha2Of: (countryId: number) => string | undefined = () => undefined,
): ReturnIssues {
  const issues: ReturnIssues = {};
  draft.lines.forEach((line, index) => {
    if (!Number.isInteger(line.amount) || line.amount < 0) issues[lineField(index, 'amount')] = 'notWhole';
    else if (line.amount > line.maxAmount) issues[lineField(index, 'amount')] = 'tooMany';
    if (line.amount > 0 && line.reason === '') issues[lineField(index, 'reason')] = 'reason';
  });
  if (!draft.lines.some((line) => line.amount > 0)) issues.items = 'noItems';
  if (draft.method.methodId === null) issues.shipping_method_id = 'shippingMethod';
  if (draft.method.courier) {
    const { country_id: countryId } = draft.pickupAddress;
    Object.assign(
      issues,
      pickupAddressIssues(draft.pickupAddress, countryId === null ? undefined : alpha2Of(countryId)),
    );
  }
  if (draft.needsBankAccount) {
    for (const [field, key] of Object.entries(bankAccountErrorKeys(draft.bank)))
      issues[field as BankAccountField] = `bank.${key}`;
  }
  return issues;
}

/** The fields of the return form an API field error can land on. */
export function returnFormFields(draft: Pick<ReturnDraft, 'lines'>): string[] {
  const lines = draft.lines.flatMap((_, index) =>
    (['amount', 'reason', 'preferred_resolve'] as const).map((field) => lineField(index, field)),
  );
  return [
    ...lines,
    'items',
    'shipping_method_id',
    'shipping_option_id',
    ...pickupAddressFields,
    'addresses.shipping',
    ...bankAccountFieldNames,
  ];
}

/** `PUT /refunds/{id}/items`: every line, the ones not returned at 0. */
export function returnItemsBody(draft: ReturnDraft) {
  return {
    items: draft.lines.map((line) => ({
      order_item_id: line.orderItemId,
      amount: line.amount,
      reason: line.amount > 0 && line.reason !== '' ? line.reason : null,
      preferred_resolve: line.amount > 0 ? line.resolution : null,
    })),
  };
}
