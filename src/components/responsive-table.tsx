import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'

export interface ResponsiveColumn<Row> {
  header: string
  cell: (row: Row) => ReactNode
  /** Long unbroken text (e-mail addresses) may wrap anywhere instead of widening the table. */
  breakAll?: boolean
}

function BodyRow<Row>({ row, columns }: { row: Row; columns: readonly ResponsiveColumn<Row>[] }) {
  return (
    <TableRow>
      {columns.map((column) => (
        <TableCell key={column.header} sx={column.breakAll ? { wordBreak: 'break-all' } : undefined}>
          {column.cell(row)}
        </TableCell>
      ))}
    </TableRow>
  )
}

/**
 * Rows as one entry each on phones and as a table on wider screens. Only one of them is displayed; both are named
 * by the element with id labelId, and the table scrolls sideways as a focusable region.
 */
export function ResponsiveTable<Row extends { id: string }>({
  rows,
  labelId: givenLabelId,
  caption,
  columns,
  entry,
}: {
  rows: readonly Row[]
  /** The id of the element that names the list; or give `caption` and the table shows its own name. */
  labelId?: string
  caption?: string
  columns: readonly ResponsiveColumn<Row>[]
  /** A row's content on phones. */
  entry: (row: Row) => ReactNode
}) {
  const ownLabelId = useId()
  const labelId = givenLabelId ?? ownLabelId
  return (
    <>
      {caption && (
        <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
          {caption}
        </Typography>
      )}
      <Box
        component="ul"
        aria-labelledby={labelId}
        sx={{ display: { xs: 'block', sm: 'none' }, listStyle: 'none', p: 0, m: 0 }}
      >
        {rows.map((row) => (
          <Box component="li" key={row.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            {entry(row)}
          </Box>
        ))}
      </Box>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-labelledby={labelId}
        sx={{ overflowX: 'auto', display: { xs: 'none', sm: 'block' } }}
      >
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header}>{column.header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <BodyRow key={row.id} row={row} columns={columns} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  )
}
