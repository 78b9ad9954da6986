import Papa from 'papaparse';

/** CSV text with a header line, every value quoted as needed (commas, quotes, line breaks). */
export function toCsv<T extends object>(
  rows: T[],
  columns: { key: keyof T; header: string }[],
): string {
  return Papa.unparse({
    fields: columns.map((column) => column.header),
    data: rows.map((row) => columns.map((column) => row[column.key] ?? '')),
  });
}

/** Hands the browser a CSV file to save. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
