import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';
import type { Plane } from '../keys';
import type { StatementFilters } from './filters';
import { nairaDisplay, utcText } from './format';
import type { StatementRow } from './rows';
import { EXPORT_ROW_LIMIT } from './statement';

// The PDF export: a statement a person can read and file. A4 landscape; a heading with the
// merchant, the period and the filters; a table that breaks across pages with its header row
// repeated on every page; totals at the end; "Page X of Y" on every page.
//
// Totals: "in" sums the rows with direction `in`, "out" those with `out`, whatever their
// status (a failed withdrawal's `out` is matched by its `withdrawal_reversed` `in`), so
// in - out is the net change of the customers' wallets by these rows. `locked` / `unlocked`
// rows move money into or out of holds (the payee's side of a release is its own `in` row);
// they are totalled on their own lines and counted in neither in nor out.

export type StatementDocument = {
  merchantName: string;
  merchantId: string;
  plane: Plane;
  generatedAt: Date;
  filters: StatementFilters;
  rows: StatementRow[];
  truncated: boolean;
};

// Ids are set in Courier: every id (prefix + 24 characters) then has the same width and fits
// its column, and Courier has no kerning pairs, which makes 5000 rows much cheaper to lay out.
type Column = { title: string; width: number; right?: boolean; mono?: boolean };
const PDF_COLUMNS: readonly Column[] = [
  { title: 'Date (UTC)', width: 80 },
  { title: 'Transaction', width: 118, mono: true },
  { title: 'Customer', width: 118, mono: true },
  { title: 'Type', width: 84 },
  { title: 'Direction', width: 44 },
  { title: 'Status', width: 50 },
  { title: 'Amount', width: 66, right: true },
  { title: 'Currency', width: 38 },
  { title: 'Related', width: 118, mono: true },
];

const MARGIN = 36;
const GAP = 6;
const FONT_SIZE = 7;
const ROW_HEIGHT = 11;
const FOOTER_SPACE = 24;

type Doc = PDFKit.PDFDocument;

function cellsOf(row: StatementRow): string[] {
  return [
    utcText(row.created_at),
    row.journal_id,
    row.customer_id,
    row.type,
    row.direction,
    row.status,
    nairaDisplay(row.amount),
    row.currency,
    row.related_id ?? '',
  ];
}

/** Draws one table row at y; right-aligned cells are placed by their measured width. */
function drawCells(doc: Doc, cells: readonly string[], y: number, font: 'Helvetica' | 'Helvetica-Bold'): void {
  let x = MARGIN;
  PDF_COLUMNS.forEach((column, i) => {
    const text = cells[i];
    doc.font(column.mono && font === 'Helvetica' ? 'Courier' : font);
    const width = column.right ? doc.widthOfString(text) : 0;
    // lineBreak false with no width: no line wrapping (and no automatic page break). textWidth
    // and wordCount spare pdfkit a second measuring pass per cell; it uses them only to draw
    // underlines and links, which cells have none of.
    const options = { lineBreak: false, textWidth: width, wordCount: 1 } as PDFKit.Mixins.TextOptions;
    if (text) doc.text(text, column.right ? x + column.width - width : x, y, options);
    x += column.width + GAP;
  });
}

function tableWidth(): number {
  return PDF_COLUMNS.reduce((sum, c) => sum + c.width, 0) + GAP * (PDF_COLUMNS.length - 1);
}

function drawHeaderRow(doc: Doc, y: number): number {
  doc.fontSize(FONT_SIZE);
  drawCells(
    doc,
    PDF_COLUMNS.map((c) => c.title),
    y,
    'Helvetica-Bold',
  );
  doc
    .moveTo(MARGIN, y + ROW_HEIGHT - 2)
    .lineTo(MARGIN + tableWidth(), y + ROW_HEIGHT - 2)
    .lineWidth(0.5)
    .stroke();
  doc.font('Helvetica');
  return y + ROW_HEIGHT + 2;
}

function describeFilters(filters: StatementFilters): string {
  const parts = [
    filters.customerId !== undefined && `customerId = ${filters.customerId}`,
    filters.type !== undefined && `type = ${filters.type}`,
    filters.direction !== undefined && `direction = ${filters.direction}`,
    filters.relatedId !== undefined && `relatedId = ${filters.relatedId}`,
  ].filter((p): p is string => typeof p === 'string');
  return parts.length > 0 ? parts.join(', ') : 'none';
}

function describePeriod(filters: StatementFilters, generatedAt: Date): string {
  const from = filters.startDate ? filters.startDate.text : 'the first transaction';
  const to = filters.endDate ? filters.endDate.text : `${utcText(generatedAt)} UTC (generated)`;
  return `${from} to ${to}`;
}

type Totals = { in: bigint; out: bigint; locked: bigint; unlocked: bigint; rows: number };

function totalsByCurrency(rows: StatementRow[]): Map<string, Totals> {
  const totals = new Map<string, Totals>();
  for (const row of rows) {
    let t = totals.get(row.currency);
    if (!t) totals.set(row.currency, (t = { in: 0n, out: 0n, locked: 0n, unlocked: 0n, rows: 0 }));
    t[row.direction] += row.amount;
    t.rows += 1;
  }
  if (totals.size === 0) totals.set('NGN', { in: 0n, out: 0n, locked: 0n, unlocked: 0n, rows: 0 });
  return totals;
}

function drawHeading(doc: Doc, s: StatementDocument): number {
  doc.font('Helvetica-Bold').fontSize(16).text('Transaction statement', MARGIN, MARGIN, { lineBreak: false });
  const lines: Array<[string, string]> = [
    ['Merchant', `${s.merchantName} (${s.merchantId})`],
    ['Environment', s.plane === 'test' ? 'Sandbox (test keys)' : 'Live'],
    ['Period', describePeriod(s.filters, s.generatedAt)],
    ['Filters', describeFilters(s.filters)],
    ['Generated', `${utcText(s.generatedAt)} UTC`],
    [
      'Rows',
      s.truncated
        ? `the newest ${EXPORT_ROW_LIMIT} of more matching rows (export limit ${EXPORT_ROW_LIMIT}; narrow the period for older rows)`
        : `${s.rows.length}`,
    ],
  ];
  let y = MARGIN + 26;
  doc.fontSize(9);
  for (const [label, value] of lines) {
    doc.font('Helvetica-Bold').text(`${label}:`, MARGIN, y, { lineBreak: false });
    doc.font('Helvetica').text(value, MARGIN + 70, y, { lineBreak: false });
    y += 13;
  }
  return y + 8;
}

function drawTotals(doc: Doc, s: StatementDocument, y: number, bottom: number): void {
  const totals = totalsByCurrency(s.rows);
  const needed = 20 + totals.size * 5 * 13 + 26;
  if (y + needed > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  y += 10;
  doc.font('Helvetica-Bold').fontSize(10).text('Totals', MARGIN, y, { lineBreak: false });
  y += 16;
  doc.fontSize(9);
  for (const [currency, t] of totals) {
    const lines: Array<[string, bigint]> = [
      ['Total in', t.in],
      ['Total out', t.out],
      ['Net (in - out)', t.in - t.out],
      ['Locked into holds', t.locked],
      ['Unlocked from holds', t.unlocked],
    ];
    for (const [label, amount] of lines) {
      doc.font('Helvetica-Bold').text(`${label}:`, MARGIN, y, { lineBreak: false });
      doc.font('Helvetica').text(`${currency} ${nairaDisplay(amount)}`, MARGIN + 110, y, { lineBreak: false });
      y += 13;
    }
  }
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(
      'In and out total the rows with direction in / out (any status); locked / unlocked rows move money into or out of holds and count in neither.',
      MARGIN,
      y + 4,
      { lineBreak: false },
    );
}

function drawFooters(doc: Doc, s: StatementDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 8;
    doc.font('Helvetica').fontSize(7);
    doc.text(`${s.merchantName} - transaction statement - generated ${utcText(s.generatedAt)} UTC`, MARGIN, y, { lineBreak: false });
    const label = `Page ${i - range.start + 1} of ${range.count}`;
    doc.text(label, MARGIN + tableWidth() - doc.widthOfString(label), y, { lineBreak: false });
  }
}

/** Yields to the event loop between pages so one large export does not stall other requests. */
const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The statement as a PDF byte stream; pages are written as the stream is read. */
export function statementPdf(s: StatementDocument): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true, // "Page X of Y" needs the page count, known at the end
    info: { Title: 'Transaction statement', Author: s.merchantName, Subject: describePeriod(s.filters, s.generatedAt) },
  });
  const write = async () => {
    const bottom = doc.page.height - MARGIN - FOOTER_SPACE;
    let y = drawHeaderRow(doc, drawHeading(doc, s));
    doc.fontSize(FONT_SIZE);
    if (s.rows.length === 0) doc.font('Helvetica').text('No transactions match these filters.', MARGIN, y, { lineBreak: false });
    for (const row of s.rows) {
      if (y + ROW_HEIGHT > bottom) {
        doc.addPage();
        await nextTick();
        y = drawHeaderRow(doc, MARGIN);
      }
      drawCells(doc, cellsOf(row), y, 'Helvetica');
      y += ROW_HEIGHT;
    }
    drawTotals(doc, s, y + (s.rows.length === 0 ? ROW_HEIGHT : 0), bottom);
    drawFooters(doc, s);
    doc.end();
  };
  write().catch((err: Error) => doc.destroy(err));
  return doc;
}
