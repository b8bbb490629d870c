import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import { useEffect, useRef, useState } from 'react'
import { useFetcher, useLocation, useNavigate } from 'react-router-dom'
import { FormField } from '../../components/form-field.tsx'
import { thankYouDelayMs, type IntakeResult } from '../../features/testimonials/testimonial-intake-route.ts'

export const testimonialIntakePath = '/testimonial-review'

/** The collapsible form behind the footer's "Leave Testimonial" button, posting without leaving the page. */
export function TestimonialFormPanel({ id, open }: { id: string; open: boolean }) {
  const fetcher = useFetcher<IntakeResult>()
  const location = useLocation()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [thanked, setThanked] = useState(false)
  const result = fetcher.data
  const sending = fetcher.state !== 'idle'

  // On success, after 1 s show the thank-you, reset the form and go to redirectUrl.
  useEffect(() => {
    if (!result?.ok) return
    const timer = setTimeout(() => {
      setThanked(true)
      formRef.current?.reset()
      navigate(result.redirectUrl)
    }, thankYouDelayMs)
    return () => clearTimeout(timer)
  }, [result, navigate])

  const errors = result && !result.ok ? result.errors : {}
  const formError = result && !result.ok ? (result.formError ?? errors.redirectUrl) : undefined

  return (
    <>
      {thanked && (
        <Alert severity="success" role="status" sx={{ mt: 2 }} onClose={() => setThanked(false)}>
          Thank you for your testimonial!
        </Alert>
      )}
      <Collapse in={open} id={id}>
        <fetcher.Form
          method="post"
          action={testimonialIntakePath}
          ref={formRef}
          onSubmit={() => setThanked(false)}
          aria-label="Leave a testimonial"
          // Our own messages appear next to each field (same wording everywhere, read by screen readers).
          noValidate
        >
          <input type="hidden" name="redirectUrl" value={location.pathname + location.search} />
          <FormField
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            error={errors.email}
          />
          <FormField label="Name" name="name" required autoComplete="name" error={errors.name} />
          <FormField
            label="Testimony"
            name="testimony"
            required
            multiline
            minRows={3}
            error={errors.testimony}
          />
          {formError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {formError}
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={sending} sx={{ mt: 1 }}>
            {sending ? 'Sending…' : 'Send'}
          </Button>
        </fetcher.Form>
      </Collapse>
    </>
  )
}
