/**
 * The one table of a document or a statement: an order's lines, an invoice's and a pro-forma's,
 * the member's credit movements. Column heads in the first row (`scope="col"`), an optional
 * caption read by screen readers, one row per item with one cell per column.
 */
import type { ReactNode } from 'react';

export function DocTable<T>({
  className,
  caption,
  heads,
  rows,
  rowKey,
  cells,
}: {
  className: string;
  /** What the table holds, for screen readers (hidden on screen and paper). */
  caption?: string;
  heads: ReactNode[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** A row's cells, in the order of `heads`. */
  cells: (row: T, index: number) => ReactNode[];
}) {
  return (
    <table className={className}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {heads.map((head, i) => (
            <th key={i} scope="col">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row)}>
            {cells(row, index).map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
