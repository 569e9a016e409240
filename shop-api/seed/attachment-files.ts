/**
 * Small, valid PDF files for the demo attachments, drawn from text alone (the standard Helvetica
 * font needs no embedding). Text must be plain ASCII; the byte offsets of the cross-reference
 * table depend on it.
 */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT /F1 20 Tf 56 770 Td',
    `(${escape(title)}) Tj`,
    '/F1 12 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const demoAttachmentFiles = [
  {
    id: 1,
    name: 'size-chart.pdf',
    data: () =>
      simplePdf('Size chart', [
        'Size   Chest (cm)   Waist (cm)   Length (cm)',
        'XS     82-86        66-70        66',
        'S      86-92        70-76        69',
        'M      92-98        76-82        72',
        'L      98-104       82-88        74',
        'XL     104-110      88-94        76',
        'XXL    110-116      94-100       78',
        'Measure over light clothing; between two sizes, take the larger one.',
      ]),
  },
  {
    id: 2,
    name: 'care-instructions.pdf',
    data: () =>
      simplePdf('Care instructions', [
        'Wash at 30 C inside out with similar colours.',
        'Do not bleach. Do not tumble dry.',
        'Iron on low heat. Dry flat in the shade.',
      ]),
  },
] as const;
