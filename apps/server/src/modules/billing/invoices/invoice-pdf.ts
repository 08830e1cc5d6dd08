import { BILLING_LIMITS, type Invoice } from '@datadeck/contracts';
// oxlint-disable-next-line import/no-named-as-default -- @types/pdfkit types only the default export (`export =`)
import PDFDocument from 'pdfkit';
import type { z } from 'zod';
import type { BilledTo, invoiceLinesSchema } from './invoice-issue.ts';

/** An invoice's document, as issued: its lines and addressee never change afterwards. */
export interface InvoiceDocument {
  invoice: Invoice;
  lines: z.infer<typeof invoiceLinesSchema>;
  billedTo: BilledTo;
}

/** US dollars from whole cents, in integers: `$1,234.05`. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${sign}$${whole.toLocaleString('en-US')}.${rest}`;
}

/** `2026-10` as `1–31 October 2026`. */
export function periodOf(month: string): string {
  const start = new Date(`${month}-01T00:00:00Z`);
  const last = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  const name = start.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `1–${last} ${name} ${start.getUTCFullYear()}`;
}

const PAGE = { margin: 50, width: 595.28, height: 841.89 }; // A4 in points
/** The table's columns: left edge and width, amounts right-aligned. */
const COLUMNS = {
  cluster: { x: 50, width: 150 },
  nodeSize: { x: 205, width: 155 },
  nodes: { x: 365, width: 40 },
  days: { x: 410, width: 45 },
  amount: { x: 460, width: 85 },
} as const;
const ROW = 16;

/**
 * The invoice as a PDF, made with pdfkit (its built-in Helvetica, so no font file ships): number,
 * period, issue date, who is billed, one row per charge line, subtotal, GST and total. The
 * document's dates are the invoice's, so the same invoice always gives the same text.
 */
export function invoicePdf({ invoice, lines, billedTo }: InvoiceDocument): Promise<Buffer> {
  const issued = new Date(invoice.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `Invoice ${invoice.number}`,
      Author: 'Datadeck',
      Subject: `Datadeck charges for ${invoice.month}`,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text('Datadeck', PAGE.margin, PAGE.margin);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`Invoice ${invoice.number}`, PAGE.margin, PAGE.margin, {
      width: PAGE.width - 2 * PAGE.margin,
      align: 'right',
    });
  doc.font('Helvetica').fontSize(10);
  doc.text(`Issued ${issued.toISOString().slice(0, 10)}`, { align: 'right' });
  doc.text(`Period ${periodOf(invoice.month)}`, { align: 'right' });
  doc.text(`Status ${invoice.status}`, { align: 'right' });

  doc.moveDown(2).font('Helvetica-Bold').text('Billed to', PAGE.margin);
  doc.font('Helvetica');
  for (const line of [billedTo.name, billedTo.companyName, ...billedTo.address, billedTo.email]) {
    if (line) doc.text(line, PAGE.margin);
  }

  let y = doc.y + 24;
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(10);
    row(doc, y, ['Cluster', 'Node size', 'Nodes', 'Days', 'Amount (USD)']);
    y += ROW;
    doc
      .moveTo(PAGE.margin, y - 4)
      .lineTo(PAGE.width - PAGE.margin, y - 4)
      .stroke();
    doc.font('Helvetica').fontSize(9);
  };
  header();
  const rows = lines.flatMap((cluster) =>
    cluster.lines.map((line) => [
      cluster.name,
      line.nodeSize,
      String(line.nodes),
      line.days.toFixed(2),
      formatCents(line.amountCents),
    ]),
  );
  if (rows.length === 0) {
    doc.text('No clusters ran in this period.', PAGE.margin, y);
    y += ROW;
  }
  for (const cells of rows) {
    if (y > PAGE.height - PAGE.margin - 4 * ROW) {
      doc.addPage();
      y = PAGE.margin;
      header();
    }
    row(doc, y, cells);
    y += ROW;
  }

  y += ROW / 2;
  doc
    .moveTo(COLUMNS.days.x, y - 4)
    .lineTo(PAGE.width - PAGE.margin, y - 4)
    .stroke();
  const gstLabel = invoice.gstCents > 0 ? `GST (${BILLING_LIMITS.gstPercent}%)` : 'GST';
  for (const [label, cents, bold] of [
    ['Subtotal', invoice.subtotalCents, false],
    [gstLabel, invoice.gstCents, false],
    ['Total (USD)', invoice.totalCents, true],
  ] as const) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, COLUMNS.nodeSize.x, y, {
      width: COLUMNS.days.x + COLUMNS.days.width - COLUMNS.nodeSize.x,
      align: 'right',
    });
    doc.text(formatCents(cents), COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: 'right' });
    y += ROW;
  }
  doc.end();
  return done;
}

/** One table row; long names are cut with an ellipsis rather than pushing the row down. */
function row(doc: PDFKit.PDFDocument, y: number, cells: readonly string[]): void {
  const columns = [COLUMNS.cluster, COLUMNS.nodeSize, COLUMNS.nodes, COLUMNS.days, COLUMNS.amount];
  columns.forEach((column, i) => {
    doc.text(cells[i] ?? '', column.x, y, {
      width: column.width,
      align: i >= 2 ? 'right' : 'left',
      lineBreak: false,
      ellipsis: true,
      height: ROW,
    });
  });
}
