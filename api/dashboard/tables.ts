import { html, Html, Renderable } from './html';

// Every table of the dashboard: a caption, column headers, and on a phone each row as a card
// whose cells carry their column's name (data-label, shown by the stylesheet), so a table fits
// the screen instead of hiding all but its first column. The explicit roles keep the table's
// semantics for screen readers once the stylesheet displays its parts as blocks.

export type Column<R> = {
  header: string;
  cell: (row: R) => Renderable;
  numeric?: boolean;
};

export function dataTable<R>(caption: string, columns: Column<R>[], rows: readonly R[], empty = 'Nothing here yet.'): Html {
  const cellClass = (c: Column<R>) => (c.numeric ? html` class="n"` : '');
  return html`<div class="table-wrap" role="region" aria-label="${caption}" tabindex="0"><table class="cards" role="table">
<caption>${caption}</caption>
<thead role="rowgroup"><tr role="row">${columns.map((c) => html`<th scope="col" role="columnheader"${cellClass(c)}>${c.header}</th>`)}</tr></thead>
<tbody role="rowgroup">${
    rows.length === 0
      ? html`<tr role="row"><td role="cell" class="empty" colspan="${columns.length}">${empty}</td></tr>`
      : rows.map(
          (row) =>
            html`<tr role="row">${columns.map((c) => html`<td role="cell" data-label="${c.header}"${cellClass(c)}>${c.cell(row)}</td>`)}</tr>`,
        )
  }</tbody>
</table></div>`;
}
