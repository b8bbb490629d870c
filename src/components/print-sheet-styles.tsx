import GlobalStyles from '@mui/material/GlobalStyles'
import type { CSSObject } from '@emotion/react'

/**
 * What the browser prints of a kitchen sheet (the event sheet, the prep list): the sheet alone (no header, footer
 * or elements of class `<prefix>-no-print`), black on white whatever the colour theme, within the printable width
 * of A4 and Letter. The sheet is the element of class `<prefix>-page`; `extra` adds the sheet's own print rules.
 */
export function PrintSheetStyles({ prefix, extra }: { prefix: string; extra: CSSObject }) {
  const page = `.${prefix}-page`
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          [`header, footer, .${prefix}-no-print`]: { display: 'none !important' },
          'html, body': { background: '#fff !important' },
          [`${page}, ${page} *`]: {
            color: '#000 !important',
            backgroundColor: 'transparent !important',
            boxShadow: 'none !important',
          },
          [page]: { maxWidth: 'none !important', padding: '0 !important' },
          ...extra,
        },
        '@page': { size: 'auto', margin: '12mm' },
      }}
    />
  )
}
