import Alert from '@mui/material/Alert'
import Collapse from '@mui/material/Collapse'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import { useFetcherForm } from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { thankYouDelayMs, type action } from '../../features/testimonials/testimonial-intake-route.ts'

export const testimonialIntakePath = '/testimonial-review'

/** The collapsible form behind the footer's "Leave Testimonial" button, posting without leaving the page. */
export function TestimonialFormPanel({ id, open }: { id: string; open: boolean }) {
  const { fetcher, form } = useFetcherForm<typeof action>()
  const location = useLocation()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [thanked, setThanked] = useState(false)
  const result = form.result

  // On success, after 1 s show the thank-you, reset the form and go to redirectUrl.
  useEffect(() => {
    if (!result?.ok) return
    const timer = setTimeout(() => {
      setThanked(true)
      formRef.current?.reset()
      navigate(result.data.redirectUrl)
    }, thankYouDelayMs)
    return () => clearTimeout(timer)
  }, [result, navigate])

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
          <FormField label="Email" type="email" required autoComplete="email" {...form.field('email')} />
          <FormField label="Name" required autoComplete="name" {...form.field('name')} />
          <FormField label="Testimony" required multiline minRows={3} {...form.field('testimony')} />
          {/* The thank-you comes after the delay above, so only a failure is said here. */}
          {result && !result.ok && <FormFeedback form={form} sx={{ mt: 1 }} />}
          <SubmitButton label="Send" busyLabel="Sending…" form={form} sx={{ mt: 1 }} />
        </fetcher.Form>
      </Collapse>
    </>
  )
}
