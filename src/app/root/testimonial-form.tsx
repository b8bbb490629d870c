import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useId, useState } from 'react'

const loadPanel = () => import('./testimonial-form-panel.tsx')
// The form's fields (MUI TextField and friends) load when the visitor reaches for the button, not with the page.
const TestimonialFormPanel = lazy(async () => ({ default: (await loadPanel()).TestimonialFormPanel }))

/** Footer "Leave Testimonial": a button that opens the testimonial form below it. */
export function TestimonialForm() {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const panelId = useId()
  const prefetch = () => void loadPanel()
  return (
    <Box>
      <Button
        variant="outlined"
        color="inherit"
        aria-expanded={open}
        aria-controls={wanted ? panelId : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true)
          setOpen((value) => !value)
        }}
      >
        Leave Testimonial
      </Button>
      {wanted && (
        <Suspense
          fallback={
            <Typography role="status" variant="body2" sx={{ mt: 2 }}>
              Loading the form…
            </Typography>
          }
        >
          <TestimonialFormPanel id={panelId} open={open} />
        </Suspense>
      )}
    </Box>
  )
}
