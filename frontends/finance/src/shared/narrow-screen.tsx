import type { TableProps } from 'antd';
import type { Key, ReactNode } from 'react';

/** The columns a screen shows: a narrow one leaves out those whose key is in `wideOnly`. */
export function columnsForScreen<Column extends { key?: Key }>(
  columns: Column[],
  narrow: boolean,
  wideOnly: readonly Key[],
): Column[] {
  if (!narrow) return columns;
  return columns.filter((column) => column.key === undefined || !wideOnly.includes(column.key));
}

/**
 * A table's sideways scrolling: from md up it keeps its least width; on a phone none is forced, so the columns it
 * keeps share the screen and scroll only if they cannot fit.
 */
export function tableScroll(narrow: boolean, minWidth: number): TableProps['scroll'] {
  return { x: narrow ? true : minWidth };
}

/**
 * A cell's value, with a detail under it on a phone (`narrow`): what a column left out there would have shown.
 * Elsewhere the value as it is.
 */
export function withPhoneDetail(narrow: boolean, value: ReactNode, detail: ReactNode): ReactNode {
  if (!narrow) return value;
  return (
    <>
      <div>{value}</div>
      <div style={{ marginTop: 4 }}>{detail}</div>
    </>
  );
}
