import PDFDocument from 'pdfkit';

// The drawing shared by the invoice and the packing slip: US Letter, Helvetica (one of the 14
// standard PDF fonts, so no font file is read or embedded), a table that continues on new pages
// with its header row repeated, and "Page n of N" in every page's footer.

export type Doc = PDFKit.PDFDocument;
export const MARGIN = 50;
const PAGE = { width: 612, height: 792 };
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const PAD = 4;
/** A cell never grows past this: a longer text ends with an ellipsis instead of overflowing the page. */
const MAX_CELL_HEIGHT = 160;
const RULE = '#c8c8c8';

export function newDocument(title: string): Doc {
  return new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Creator: 'Wholesale Portal' },
  });
}

export const font = (doc: Doc, size: number, bold = false) =>
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica', size).fillColor('black');

/** Lowest y text may reach on the page. */
const bottomOf = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` more points fit on this one. */
export function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

/** Label: value lines at (x, y) in a column `width` wide; returns the y below the last one. */
export function fields(doc: Doc, x: number, y: number, width: number, pairs: [string, string][]) {
  const labelWidth = Math.min(110, width / 2);
  let top = y;
  for (const [label, value] of pairs) {
    font(doc, 9, true).text(label, x, top, { width: labelWidth });
    font(doc, 9).text(value, x + labelWidth, top, { width: width - labelWidth });
    top = Math.max(top + doc.heightOfString(label, { width: labelWidth }), doc.y) + 2;
  }
  return top;
}

/** A titled block of lines (a party or an address) at (x, y); returns the y below it. */
export function block(doc: Doc, x: number, y: number, width: number, title: string, lines: string[]) {
  font(doc, 8, true).fillColor('#555555').text(title.toUpperCase(), x, y, { width });
  font(doc, 10, true).text(lines[0] ?? '', x, doc.y + 2, { width });
  font(doc, 9);
  for (const line of lines.slice(1)) doc.text(line, x, doc.y + 1, { width });
  return doc.y;
}

export type Column = { header: string; width: number; align?: 'left' | 'right' };

const cellWidth = (column: Column) => column.width - 2 * PAD;

function rowHeight(doc: Doc, columns: Column[], cells: string[]) {
  const heights = cells.map((text, i) => doc.heightOfString(text, { width: cellWidth(columns[i]!) }));
  return Math.min(Math.max(...heights), MAX_CELL_HEIGHT) + 2 * PAD;
}

function drawRow(doc: Doc, columns: Column[], cells: string[], header: boolean) {
  const y = doc.y;
  const height = rowHeight(doc, columns, cells);
  if (header) doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill('#ececec').fillColor('black');
  let x = MARGIN;
  cells.forEach((text, i) => {
    const column = columns[i]!;
    const options = { width: cellWidth(column), align: column.align ?? 'left', height: MAX_CELL_HEIGHT };
    doc.text(text, x + PAD, y + PAD, { ...options, ellipsis: true });
    x += column.width;
  });
  doc.moveTo(MARGIN, y + height).lineTo(MARGIN + CONTENT_WIDTH, y + height);
  doc.lineWidth(0.5).strokeColor(RULE).stroke();
  doc.x = MARGIN;
  doc.y = y + height;
}

/** The lines table: a row that does not fit goes to a new page, under the header row again. */
export function table(doc: Doc, columns: Column[], rows: string[][]) {
  const header = () => {
    font(doc, 9, true);
    drawRow(
      doc,
      columns,
      columns.map((c) => c.header),
      true,
    );
    font(doc, 9);
  };
  font(doc, 9, true);
  ensureRoom(
    doc,
    rowHeight(
      doc,
      columns,
      columns.map((c) => c.header),
    ) + 30,
  );
  header();
  for (const cells of rows) {
    if (doc.y + rowHeight(doc, columns, cells) > bottomOf(doc)) {
      doc.addPage();
      header();
    }
    drawRow(doc, columns, cells, false);
  }
}

/** Writes every page's footer (`left` and "Page n of N"), then the document's bytes. */
export function finish(doc: Doc, left: string): Promise<Buffer> {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin, where text would otherwise start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 18;
    const half = CONTENT_WIDTH / 2;
    font(doc, 8).fillColor('#555555');
    doc.text(left, MARGIN, y, { width: half, lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, MARGIN + half, y, { width: half, align: 'right' });
    doc.page.margins.bottom = margin;
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
