import { stringify } from 'csv-stringify/browser/esm/sync'

// CSV files the back-office downloads (the kitchen's prep list, order exports) open in spreadsheet programs, which
// run a cell that starts with = + - @ (or a tab or carriage return) as a formula. Such cells are written with a
// leading apostrophe, so a customer's note such as "=HYPERLINK(…)" stays text.

const formulaStart = /^[=+\-@\t\r]/

/** A cell value as written to the file: text that a spreadsheet would run as a formula is neutralised. */
export function neutraliseFormula(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value
}

export type CsvCell = string | number | boolean | null | undefined

/** A header row and data rows as CSV text (RFC 4180 quoting, CRLF line ends, numbers as they are). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...rows], {
    record_delimiter: 'windows',
    cast: {
      string: (value) => neutraliseFormula(value),
      boolean: (value) => (value ? 'yes' : 'no'),
    },
  })
}
