import type { ConfirmationView, ItemLine, Row } from './order-confirmation.view';

/** The plain-text part: what a text-only client shows and what screen readers of such clients read. */

const rows = (list: Row[]) => list.map(([label, value]) => `${label}: ${value}`);

function itemLine(item: ItemLine): string {
  const name = [item.name, ...item.details].join(', ');
  const price = item.isGift ? `${item.amount} – ${item.total}` : `${item.amount} × ${item.unitPrice} = ${item.total}`;
  return `${item.isPackageItem ? '    ' : ''}- ${name}: ${price}`;
}

const section = (heading: string, lines: string[]) => [heading.toUpperCase(), ...lines, ''];

export function confirmationText(view: ConfirmationView): string {
  const { instructions } = view;
  const lines = [
    view.greeting,
    '',
    view.intro,
    '',
    ...rows(view.facts),
    '',
    ...section(instructions.heading, [
      ...instructions.paragraphs,
      ...rows(instructions.rows),
      ...(instructions.payLink ? [`${instructions.payLink.label}: ${instructions.payLink.url}`] : []),
    ]),
    ...section(view.itemsHeading, view.items.map(itemLine)),
    ...rows(view.totals),
    '',
    ...view.blocks.flatMap(({ heading, lines: blockLines }) => section(heading, blockLines)),
    ...(view.note ? section(view.note.heading, [view.note.text]) : []),
    view.closing,
    ...(view.contact ? [view.contact] : []),
    '',
    view.signature,
  ];
  return `${lines.join('\n')}\n`;
}
