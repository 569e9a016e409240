import {
  complaintPhotoLimits,
  type ComplaintReason,
  type ComplaintResolution,
  type ComplaintType,
} from '@contract/codes/complaints';
import { hasBankAccount, type BankAccountField } from '@contract/rules/bank-account';
import {
  bankAccountErrorKeys,
  bankAccountFieldNames,
  type BankAccountDraft,
  type BankAccountMessageKey,
} from './bank-account-form';
import { lineField } from './return-form';

export interface ComplaintLineDraft {
  orderItemId: number;
  maxAmount: number;
  chosen: boolean;
  amount: number;
  reason: ComplaintReason | '';
  description: string;
  resolution: ComplaintResolution | '';
}

/** A photo picked for upload: what the form knows of the file before it is read. */
export interface PhotoDraft {
  name: string;
  type: string;
  size: number;
}

export interface ComplaintDraft {
  type: ComplaintType;
  lines: ComplaintLineDraft[];
  photos: PhotoDraft[];
  bank: BankAccountDraft;
}

export type ComplaintIssueKey =
  | 'noItems'
  | 'tooMany'
  | 'notWhole'
  | 'reason'
  | 'description'
  | 'resolution'
  | 'photoCount'
  | 'photoType'
  | 'photoSize';

export type ComplaintIssues = Partial<Record<string, ComplaintIssueKey | `bank.${BankAccountMessageKey}`>>;

export const minDescriptionLength = 10;

/** Money back or a discount is paid by transfer: the form then asks for a bank account. */
export function complaintAsksForMoney(draft: Pick<ComplaintDraft, 'lines'>): boolean {
  return draft.lines.some(
    (line) => line.chosen && (line.resolution === 'money_back' || line.resolution === 'discount'),
  );
}

/**
 * What the complaint form finds wrong before anything is sent (the rules the shop API checks too).
 * The bank account is checked when one is typed, and required when `bankRequired`: the API says
 * so (`needs_bank_account`) once it knows the claimed items, since a card order is paid back to
 * the card.
 */
export function complaintIssues(draft: ComplaintDraft, bankRequired = false): ComplaintIssues {
  const issues: ComplaintIssues = {};
  const chosen = draft.lines.filter((line) => line.chosen);
  if (chosen.length === 0) issues.items = 'noItems';
  draft.lines.forEach((line, index) => {
    if (!line.chosen) return;
    if (!Number.isInteger(line.amount) || line.amount < 1) issues[lineField(index, 'amount')] = 'notWhole';
    else if (line.amount > line.maxAmount) issues[lineField(index, 'amount')] = 'tooMany';
    if (line.reason === '') issues[lineField(index, 'reason')] = 'reason';
    if (line.description.trim().length < minDescriptionLength) issues[`items.${index}.description`] = 'description';
    if (line.resolution === '') issues[lineField(index, 'preferred_resolve')] = 'resolution';
  });
  const photoIssue = photoIssues(draft.photos);
  if (photoIssue) issues.photos = photoIssue;
  if (complaintAsksForMoney(draft) && (bankRequired || hasBankAccount(draft.bank))) {
    for (const [field, key] of Object.entries(bankAccountErrorKeys(draft.bank)))
      issues[field as BankAccountField] = `bank.${key}`;
  }
  return issues;
}

/** The photos' limits of the contract: how many, which types, how big. */
export function photoIssues(photos: PhotoDraft[]): 'photoCount' | 'photoType' | 'photoSize' | undefined {
  if (photos.length > complaintPhotoLimits.count) return 'photoCount';
  if (photos.some((photo) => !(complaintPhotoLimits.types as readonly string[]).includes(photo.type)))
    return 'photoType';
  if (photos.some((photo) => photo.size > complaintPhotoLimits.bytes)) return 'photoSize';
  return undefined;
}

/** The fields of the complaint form an API field error can land on (after `complaintFieldPath`). */
export function complaintFormFields(draft: Pick<ComplaintDraft, 'lines'>): string[] {
  const lines = draft.lines.flatMap((_, index) =>
    (['amount', 'reason', 'description', 'preferred_resolve'] as const).map((field) => `items.${index}.${field}`),
  );
  return [...lines, 'items', 'type', 'photos', 'data', 'content_type', ...bankAccountFieldNames];
}

/**
 * `PUT /complaints/{id}/items`: the chosen lines only. Field errors of the answer name the
 * position in this list (`items.0.description`), which `complaintLineIndex` maps back.
 */
export function complaintItemsBody(draft: ComplaintDraft) {
  return {
    items: draft.lines
      .filter((line) => line.chosen)
      .map((line) => ({
        order_item_id: line.orderItemId,
        amount: line.amount,
        reason: line.reason as ComplaintReason,
        description: line.description.trim(),
        preferred_resolve: line.resolution as ComplaintResolution,
      })),
  };
}

/** The form's line of a field path of the items body (`items.0.reason` → `items.2.reason`). */
export function complaintFieldPath(draft: Pick<ComplaintDraft, 'lines'>, path: string): string {
  const match = /^items\.(\d+)\.(.+)$/.exec(path);
  if (!match) return path;
  const chosenIndexes = draft.lines.flatMap((line, index) => (line.chosen ? [index] : []));
  const formIndex = chosenIndexes[Number(match[1])];
  return formIndex === undefined ? path : `items.${formIndex}.${match[2]}`;
}
