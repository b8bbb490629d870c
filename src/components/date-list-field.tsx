import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { format } from 'date-fns/format'
import { isValid } from 'date-fns/isValid'
import { useId, useState } from 'react'
import { dateListLabel, dateListOf, withDate } from './date-list.ts'

export interface DateListFieldProps {
  /** Names the list and its group ("Blackout dates"). */
  label: string
  /** The posted field: the dates one per line. */
  name: string
  /** The dates one per line: the stored list, or what the last failed submit posted. */
  defaultValue?: string
  /** The last submit's message for the list, shown by the picker. */
  error?: string
  /** Shown when no date is listed. */
  emptyText: string
  helperText?: string
}

/**
 * A list of dates chosen with a date picker: each shown in words with a Remove button named by it, kept sorted,
 * a date already listed refused by the picker. A date is added when chosen on the calendar, or typed and added
 * with Add. The form posts the list as one field, which the action reads with `dateListOf`.
 */
export function DateListField({
  label,
  name,
  defaultValue,
  error,
  emptyText,
  helperText,
}: DateListFieldProps) {
  const labelId = useId()
  const [dates, setDates] = useState(() => dateListOf(defaultValue ?? '').sort())
  const [pending, setPending] = useState<Date | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const message = problem ?? error

  function add(day: Date | null) {
    if (!day || !isValid(day)) {
      setProblem('Please choose a whole date.')
      return
    }
    const added = withDate(dates, format(day, 'yyyy-MM-dd'))
    if (!added.ok) {
      setProblem(added.problem)
      return
    }
    setDates(added.dates)
    setPending(null)
    setProblem(null)
  }

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ minWidth: 0 }}>
      <Typography id={labelId} sx={{ mt: 1 }}>
        {label}
      </Typography>
      <input type="hidden" name={name} value={dates.join('\n')} />
      {dates.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {emptyText}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={labelId}
          sx={{ listStyle: 'none', p: 0, my: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {dates.map((date) => (
            <Box
              component="li"
              key={date}
              sx={{
                display: 'flex',
                alignItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 4,
                pl: 1.5,
              }}
            >
              {dateListLabel(date)}
              <IconButton
                size="small"
                aria-label={`Remove ${dateListLabel(date)}`}
                onClick={() => {
                  setDates((all) => all.filter((item) => item !== date))
                  setProblem(null)
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <DatePicker
            label="Add date"
            value={pending}
            onChange={(day) => {
              setPending(day)
              setProblem(null)
            }}
            // A day chosen on the calendar is added at once; a typed one waits for Add.
            onAccept={(day, context) => {
              if (context.source === 'view') add(day)
            }}
            slotProps={{
              textField: {
                margin: 'dense',
                error: Boolean(message),
                helperText: message ?? helperText,
                sx: { flex: '1 1 auto', minWidth: 0, maxWidth: 320 },
              },
            }}
          />
        </LocalizationProvider>
        <Button variant="outlined" onClick={() => add(pending)} sx={{ mt: 2.25, flexShrink: 0 }}>
          Add
        </Button>
      </Box>
    </Box>
  )
}
