/**
 * A desk list: antd's Table, wide enough for its columns on a desktop and a tablet, and a column of
 * cards on a phone (desk.css, under 600 px): a row's first cell (what it is) on a line of its own,
 * the others after it, each led by its column's name, and the sortable column heads a row of
 * buttons above them. A table scrolled sideways at 360 px showed a ticket's title three words a
 * line and hid its dates; the audit log wrapped each date to four lines.
 */
import { Table, type TableProps } from 'antd';
import type { HTMLAttributes } from 'react';
import { usePhone } from '../../ui/antd/AntdScope.tsx';

/**
 * Each column after the first says its name in its cells (`data-label`, shown on a phone only).
 * On a phone (PHONE_QUERY, the width of desk.css's cards), a column left out of a narrow table
 * (antd's `responsive`: from a tablet's or a desktop's width up) is in the cards, which have room
 * for it: who a ticket is assigned to, which product a review is about, an order's dates and the
 * buttons that sort by them.
 */
function forCards<R>(columns: TableProps<R>['columns'], phone: boolean): TableProps<R>['columns'] {
  return columns?.map((column, i) => {
    const { title } = column;
    const shown = phone ? { responsive: undefined } : {};
    if (i === 0 || typeof title !== 'string') return { ...column, ...shown };
    const own = column.onCell;
    const onCell = (row: R, index?: number) => ({ ...own?.(row, index), 'data-label': title }) as HTMLAttributes<HTMLElement>;
    return { ...column, ...shown, onCell };
  });
}

export function DeskTable<R extends object>({ columns, ...props }: Omit<TableProps<R>, 'className'>) {
  const phone = usePhone();
  return <Table<R> scroll={{ x: true }} {...props} columns={forCards(columns, phone)} className="desk-table" />;
}
