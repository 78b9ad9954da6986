import PDFDocument from 'pdfkit';
import {
  billingStatusLabel,
  dayIn,
  ebayAccount,
  invoicedEarly,
  type Invoice,
} from '@pennant/contracts';

const COLUMNS = [
  { title: 'Item', x: 50, width: 160 },
  { title: 'eBay order', x: 215, width: 95 },
  { title: 'Date', x: 315, width: 60 },
  { title: 'Sale', x: 380, width: 60, align: 'right' as const },
  { title: 'Refund', x: 445, width: 55, align: 'right' as const },
  { title: 'Fee', x: 505, width: 55, align: 'right' as const },
];

/**
 * The invoice as a PDF, rendered on demand from the stored invoice (its lines and parties are
 * snapshots taken when it was issued, so the document never changes). Text is left uncompressed.
 */
export function renderInvoicePdf(stored: Invoice): Promise<Buffer> {
  const invoice = printable(stored);
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.info.Title = `Invoice ${invoice.number}`;
  header(doc, invoice);
  lineTable(doc, invoice);
  totals(doc, invoice);
  howToPay(doc, invoice);
  doc.end();
  return done;
}

/** The time of day in the dealer's time zone, 24-hour: "02:56". */
function timeIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

function header(doc: PDFKit.PDFDocument, invoice: Invoice): void {
  doc.font('Helvetica-Bold').fontSize(20).text(invoice.issuer.name, 50, 50);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(invoice.issuer.address || ' ', 50, 76, { width: 250 });
  doc.font('Helvetica-Bold').fontSize(14).text(`Invoice ${invoice.number}`, 300, 50, {
    width: 260,
    align: 'right',
  });
  const issued = dayIn(invoice.issuedAt, invoice.timeZone);
  const facts = [
    `Issued ${issued}`,
    invoice.dueAt ? `Due ${dayIn(invoice.dueAt, invoice.timeZone)}` : null,
    `Period ${invoice.periodStart} to ${invoice.periodEnd}`,
    `Dates in ${invoice.timeZone}`,
    // Invoiced before the month ended, at the dealer's asking: later sales are on next month's bill.
    ...(invoicedEarly(invoice)
      ? [
          `Invoiced ${issued} ${timeIn(invoice.issuedAt, invoice.timeZone)}, before the period ended`,
          'Later sales are billed next month',
        ]
      : []),
    `Status ${billingStatusLabel(invoice.status)}`,
    invoice.provider === 'local'
      ? `Payment: by bank transfer${invoice.issuer.paymentInstructions ? ', as below' : ''}`
      : 'Payment: card on file (Stripe)',
  ].filter((fact): fact is string => fact !== null);
  doc.font('Helvetica').fontSize(9).text(facts.join('\n'), 300, 70, { width: 260, align: 'right' });
  const billedTo = [
    invoice.billedTo.storeName,
    ebayAccount(invoice.billedTo),
    invoice.billedTo.email,
  ].filter((part): part is string => Boolean(part));
  doc.font('Helvetica-Bold').fontSize(10).text('Billed to', 50, 130);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(billedTo.join('\n') || '-', 50, 144, { width: 250 });
}

function lineTable(doc: PDFKit.PDFDocument, invoice: Invoice): void {
  let y = 200;
  doc.font('Helvetica-Bold').fontSize(9);
  for (const column of COLUMNS)
    doc.text(column.title, column.x, y, { width: column.width, align: column.align ?? 'left' });
  y += 16;
  doc
    .moveTo(50, y - 3)
    .lineTo(560, y - 3)
    .stroke();
  doc.font('Helvetica').fontSize(8);
  for (const line of invoice.lines) {
    const cells = [
      line.description,
      line.ebayOrderId ?? '',
      line.orderedAt ? dayIn(line.orderedAt, invoice.timeZone) : '',
      line.kind === 'carry' ? '' : usd(line.saleAmount),
      line.kind === 'sale' && line.refund !== '0.00' ? usd(`-${line.refund}`) : '',
      usd(line.fee),
    ];
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index].width })),
    );
    if (y + height > doc.page.height - 120) {
      doc.addPage();
      y = 50;
    }
    cells.forEach((cell, index) => {
      const column = COLUMNS[index];
      doc.text(cell, column.x, y, { width: column.width, align: column.align ?? 'left' });
    });
    y += height + 4;
  }
  doc.y = y + 8;
}

function totals(doc: PDFKit.PDFDocument, invoice: Invoice): void {
  const { sales, refunds, credits, carriedFee } = invoice.sums;
  const rows = [
    ['Sales', usd(sales)],
    ['Refunds', usd(`-${refunds}`)],
    ['Net sales', usd(invoice.netSales)],
    ...(credits !== '0.00' ? [['Credits', usd(`-${credits}`)]] : []),
    ['Revenue share', `${invoice.revenueSharePercent}%`],
    ...(carriedFee !== '0.00' ? [['Fee carried in', usd(carriedFee)]] : []),
    ['Total due', usd(invoice.total)],
  ];
  let y = doc.y;
  doc
    .moveTo(350, y - 4)
    .lineTo(560, y - 4)
    .stroke();
  for (const [label, value] of rows) {
    doc.font(label === 'Total due' ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, 350, y, { width: 120 });
    doc.text(value, 470, y, { width: 90, align: 'right' });
    y += 16;
  }
}

/**
 * The operator's bank details under the totals, where a dealer paying by transfer looks for them; without any
 * (INVOICE_PAYMENT_INSTRUCTIONS unset), whom to ask for them.
 */
function howToPay(doc: PDFKit.PDFDocument, invoice: Invoice): void {
  if (invoice.provider !== 'local') return;
  const instructions =
    invoice.issuer.paymentInstructions ||
    `By bank transfer to ${invoice.issuer.name}: ask them for the account details.`;
  const y = doc.y + 24;
  doc.font('Helvetica-Bold').fontSize(10).text('How to pay', 50, y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(instructions, 50, y + 14, { width: 510 })
    .text(`Please quote invoice ${invoice.number} with your payment.`, { width: 510 });
}

/** "$12.50"; "-$2.37" for an amount taken off (a credit, a refund), and never "-$0.00" or "$-2.37". */
export function usd(amount: string): string {
  const digits = amount.replace(/^-/, '');
  const taken = amount.startsWith('-') && /[1-9]/.test(digits);
  return taken ? `-$${digits}` : `$${digits}`;
}

/** Windows-1252's characters above Latin-1's controls: what the PDF's standard fonts print besides Latin-1. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const UNPRINTABLE = '?';

/**
 * Text as the PDF's standard font (Helvetica, WinAnsi) can print it: a character it has no glyph for (Chinese,
 * Japanese, an emoji) is a "?", not the unrelated letters its bytes would otherwise draw ("大谷" came out "Y'7").
 */
export function printableText(text: string): string {
  let printed = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const latin1 = code < 0x80 || (code >= 0xa0 && code <= 0xff);
    printed += latin1 || WIN_ANSI_EXTRAS.has(character) ? character : UNPRINTABLE;
  }
  return printed;
}

/** The invoice with every text a party or a line gives made printable. */
function printable(invoice: Invoice): Invoice {
  const text = <T extends string | null>(value: T): T =>
    (value === null ? value : printableText(value)) as T;
  return {
    ...invoice,
    issuer: {
      name: text(invoice.issuer.name),
      address: text(invoice.issuer.address),
      paymentInstructions: text(invoice.issuer.paymentInstructions),
    },
    billedTo: {
      storeName: text(invoice.billedTo.storeName),
      email: text(invoice.billedTo.email),
      ebayUserId: text(invoice.billedTo.ebayUserId),
      ebayUsername: text(invoice.billedTo.ebayUsername),
    },
    lines: invoice.lines.map((line) => ({ ...line, description: printableText(line.description) })),
  };
}
