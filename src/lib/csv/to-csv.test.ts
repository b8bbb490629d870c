import { parse } from 'csv-parse/browser/esm/sync'
import { describe, expect, it } from 'vitest'
import { neutraliseFormula, toCsv } from './to-csv.ts'

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks so the file parses back to the same cells', () => {
    const rows = [['Ana, "the chef"', 'Line one\nline two', 3, true, null]]
    const text = toCsv(['Name', 'Notes', 'Quantity', 'Paid', 'Empty'], rows)
    expect(text.endsWith('\r\n')).toBe(true)
    expect(parse(text)).toEqual([
      ['Name', 'Notes', 'Quantity', 'Paid', 'Empty'],
      ['Ana, "the chef"', 'Line one\nline two', '3', 'yes', ''],
    ])
  })

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const formula of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx']) {
      expect(neutraliseFormula(formula)).toBe(`'${formula}`)
    }
    expect(neutraliseFormula('Nut-free')).toBe('Nut-free')
    expect(parse(toCsv(['Notes'], [['=HYPERLINK("http://x")']]))).toEqual([
      ['Notes'],
      [`'=HYPERLINK("http://x")`],
    ])
  })

  it('leaves numbers as numbers, negative ones included', () => {
    expect(toCsv(['Refund'], [[-1250]])).toBe('Refund\r\n-1250\r\n')
  })
})
