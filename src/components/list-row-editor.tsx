import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import type { ListRows } from './use-list-rows.ts'
import { TitledSection } from './titled-section.tsx'

/**
 * The frame of an editable list: its heading, a live region that announces moves, removals and additions, the
 * rows (children) and the Add button.
 */
export function ListRowsSection<Row>({
  list,
  headingId,
  heading,
  addLabel,
  children,
}: {
  list: ListRows<Row>
  headingId: string
  heading: string
  addLabel: string
  children: ReactNode
}) {
  return (
    <TitledSection headingId={headingId} sx={{ mt: 3 }} title={heading}>
      <Box
        role="status"
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        {list.announcement}
      </Box>
      {children}
      <Button
        id={list.addButtonId}
        variant="outlined"
        onClick={list.add}
        disabled={!list.canAdd}
        sx={{ mt: 2 }}
      >
        {addLabel}
      </Button>
    </TitledSection>
  )
}

/** Move up, Move down and Remove for the row at index; the buttons are named by the row's noun and position. */
export function RowToolbar<Row>({
  list,
  index,
  removeText,
}: {
  list: ListRows<Row>
  index: number
  /** Visible text of the remove button ("Remove", "Remove block"). */
  removeText: string
}) {
  const rowId = list.idOf(list.rows[index]!)
  const name = `${list.noun.toLowerCase()} ${index + 1}`
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
      <Button
        id={list.moveButtonId(rowId, 'up')}
        onClick={() => list.move(index, -1)}
        disabled={index === 0}
        aria-label={`Move up: ${name}`}
      >
        Move up
      </Button>
      <Button
        id={list.moveButtonId(rowId, 'down')}
        onClick={() => list.move(index, 1)}
        disabled={index === list.rows.length - 1}
        aria-label={`Move down: ${name}`}
      >
        Move down
      </Button>
      <Button color="error" onClick={() => list.remove(index)} aria-label={`Remove ${name}`}>
        {removeText}
      </Button>
    </Stack>
  )
}
