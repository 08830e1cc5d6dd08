import { describe, expect, it } from 'vitest';
import { formatCents, invoicePdf, periodOf, type InvoiceDocument } from './invoice-pdf.ts';
import { pdfText } from './pdf-text.ts';

const invoice: InvoiceDocument['invoice'] = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 'DD-000042',
  month: '2028-02',
  status: 'ISSUED',
  subtotalCents: 123_456_789,
  gstCents: 12_345_679,
  totalCents: 135_802_468,
  issuedAt: '2028-03-01T00:05:00.000Z',
};
const billedTo = { name: 'Ada Lovelace', companyName: null, email: 'ada@example.com', address: ['1 Engine Street'] };
const line = (i: number) => ({
  clusterId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `cluster-${i}`,
  amountCents: 1001,
  lines: [{ nodeSize: 'CAS-PRD-r7g.large-800', nodes: 3, monthlyPriceCents: 9000, days: 10.5, amountCents: 1001 }],
});

describe('amounts and periods as the invoice writes them', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [100, '$1.00'],
    [123_456_789, '$1,234,567.89'],
    [-250, '-$2.50'],
  ])('%i cents is %s', (cents, text) => expect(formatCents(cents)).toBe(text));

  it.each([
    ['2028-02', '1–29 February 2028'],
    ['2026-02', '1–28 February 2026'],
    ['2026-10', '1–31 October 2026'],
  ])('%s is %s', (month, text) => expect(periodOf(month)).toBe(text));
});

describe('the invoice PDF', () => {
  it('is a PDF whose text has the number, period, addressee, lines and totals', async () => {
    const bytes = await invoicePdf({ invoice, billedTo, lines: [line(1)] });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const expected of [
      'Invoice DD-000042',
      'Issued 2028-03-01',
      'Period 1–29 February 2028',
      'Ada Lovelace',
      'ada@example.com',
      'cluster-1',
      'CAS-PRD-r7g.large-800',
      '10.50',
      '$10.01',
      '$1,234,567.89',
      'GST (10%)',
      '$123,456.79',
      '$1,358,024.68',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('carries long invoices over pages, every line kept', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => line(i));
    const { pages, text } = await pdfText(await invoicePdf({ invoice, billedTo, lines }));
    expect(pages).toBeGreaterThan(2);
    for (const l of lines) expect(text).toContain(`${l.name} `);
  });

  it('says so when nothing ran, and shows no GST rate when none was charged', async () => {
    const { text } = await pdfText(
      await invoicePdf({ invoice: { ...invoice, subtotalCents: 0, gstCents: 0, totalCents: 0 }, billedTo, lines: [] }),
    );
    expect(text).toContain('No clusters ran in this period.');
    expect(text).not.toContain('GST (10%)');
  });

  it('is the same document for the same invoice', async () => {
    const first = await invoicePdf({ invoice, billedTo, lines: [line(1)] });
    const second = await invoicePdf({ invoice, billedTo, lines: [line(1)] });
    expect(second.equals(first)).toBe(true);
  });
});
