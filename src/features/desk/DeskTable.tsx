/**
 * A desk list: antd's Table, wide enough for its columns on a desktop and a tablet, and a column of
 * cards on a phone (desk.css, under 600 px): a row's first cell (what it is) on a line of its own,
 * the others after it, each led by its column's name, and the sortable column heads a row of
 * buttons above them. A table scrolled sideways at 360 px showed a ticket's title three words a
 * line and hid its dates; the audit log wrapped each date to four lines.
 */
import { Table, type TableProps } from 'antd';
import type { HTMLAttributes } from 'react';

/**
 * Each column after the first says its name in its cells (`data-label`, shown on a phone only).
 * A column left out of a narrow table (antd's `responsive`: from a tablet's or a desktop's width
 * up) is in the cards, which have room for it (`xs`: under 576 px): who a ticket is assigned to,
 * which product a review is about, an order's dates and the buttons that sort by them.
 */
function labelled<R>(columns: TableProps<R>['columns']): TableProps<R>['columns'] {
  return columns?.map((column, i) => {
    const { title, responsive } = column;
    const cards = responsive && !responsive.includes('xs') ? { responsive: [...responsive, 'xs' as const] } : {};
    if (i === 0 || typeof title !== 'string') return { ...column, ...cards };
    const own = column.onCell;
    const onCell = (row: R, index?: number) => ({ ...own?.(row, index), 'data-label': title }) as HTMLAttributes<HTMLElement>;
    return { ...column, ...cards, onCell };
  });
}

export function DeskTable<R extends object>({ columns, className, ...props }: TableProps<R>) {
  return <Table<R> scroll={{ x: true }} {...props} columns={labelled(columns)} className={className ? `desk-table ${className}` : 'desk-table'} />;
}
