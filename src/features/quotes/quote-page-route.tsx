import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { useFormResult } from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { callOrdering } from '../../lib/cart/ordering-calls.ts'
import { dataOrThrow } from '../../lib/functions/call-function.ts'
import { optionalUser } from '../../lib/route-user.ts'
import { checkboxField, parseFormData, textField } from '../../lib/forms/parse-form-data.ts'
import { failed } from '../../shared/action-result.ts'
import { acceptQuoteCallable, getQuoteCallable } from '../../shared/callables.ts'
import { formatCalendarDateInFull } from '../../shared/fulfilment/calendar-dates.ts'
import { formatCents } from '../../shared/money.ts'
import { latestVersion } from '../../shared/schemas/quote.ts'
import { z } from 'zod/mini'
import { QuoteSummary } from './quote-summary.tsx'
import { notFound } from '../../lib/not-found.ts'

// /quote/:quoteId (public): the customer's quote, phone first. Opened from the quote mail's link (?token=…, no
// sign-in needed) or signed in to the account it was sent to. It shows the latest version whole, the earlier
// versions below, and while it is open "Accept and pay the deposit": the terms ticked, the server makes the order
// and the page goes on to the order's Checkout.

export const quoteNotFound = () =>
  notFound(
    'We could not find this quote. Use the link in your quote e-mail, or sign in to the account it was sent to.',
  )

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const quoteId = params['quoteId'] ?? ''
  // Staff read the customer's page as the customer sees it; accepting is the customer's.
  const staff = (await optionalUser(context))?.isAdmin === true
  const token = new URL(request.url).searchParams.get('token')
  const found = await callOrdering(getQuoteCallable, { quoteId, ...(token ? { token } : {}) })
  if (!found.ok && found.code === 'not-found') throw quoteNotFound()
  const { quote } = dataOrThrow(found)
  const version = latestVersion(quote)
  if (!version) throw quoteNotFound()
  return { quote, version, token, staff }
}

const acceptForm = z.object({
  acceptTerms: checkboxField(),
  version: textField(),
})

export const acceptTermsMessage = 'Please tick that you accept the terms.'

export async function action({ params, request }: ActionFunctionArgs) {
  const quoteId = params['quoteId'] ?? ''
  const token = new URL(request.url).searchParams.get('token')
  const parsed = parseFormData(await request.formData(), acceptForm)
  if (!parsed.ok) return parsed
  if (!parsed.data.acceptTerms)
    return failed({ fieldErrors: { acceptTerms: acceptTermsMessage } }, parsed.values)
  const accepted = await callOrdering(
    acceptQuoteCallable,
    { quoteId, ...(token ? { token } : {}), version: Number(parsed.data.version), acceptTerms: true },
    { values: parsed.values },
  )
  if (!accepted.ok) return accepted
  if (accepted.data.checkoutUrl) return redirect(accepted.data.checkoutUrl)
  // The payment page could not open: the order's page says so and offers a new link.
  return redirect(
    `/order-status/${encodeURIComponent(accepted.data.orderId)}?${new URLSearchParams({ token: accepted.data.token })}`,
  )
}

function AcceptForm({ version, depositCents }: { version: number; depositCents: number }) {
  const form = useFormResult<typeof action>()
  const helperId = useId()
  const error = form.errorOf('acceptTerms')
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Form method="post" noValidate aria-label="Accept the quote">
        <FormFeedback form={form} sx={{ mb: 2 }} />
        <input type="hidden" name="version" value={version} />
        <FormControl error={Boolean(error)}>
          <FormControlLabel
            control={
              <Checkbox
                name="acceptTerms"
                slotProps={{ input: { 'aria-describedby': error ? helperId : undefined } }}
              />
            }
            label="I accept this quote and its cancellation terms."
          />
          {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
        </FormControl>
        <Box sx={{ mt: 2 }}>
          <SubmitButton
            label={`Accept and pay the deposit (${formatCents(depositCents)})`}
            busyLabel="Opening the payment page…"
          />
        </Box>
      </Form>
    </Paper>
  )
}

function StateNotice({ quote }: { quote: ReturnType<typeof useLoaderData<typeof loader>>['quote'] }) {
  if (quote.state === 'accepted') {
    return (
      <Alert severity="success">
        You accepted version {quote.acceptedVersion} of this quote
        {quote.acceptedAt
          ? ` on ${new Date(quote.acceptedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}`
          : ''}
        .
        {quote.orderId && (
          <>
            {' '}
            <PageLink to={`/order-status/${encodeURIComponent(quote.orderId)}`}>See your order</PageLink>.
          </>
        )}
      </Alert>
    )
  }
  if (quote.state === 'expired')
    return <Alert severity="info">This quote has expired. Please contact us for a new one.</Alert>
  if (quote.state === 'withdrawn')
    return <Alert severity="info">This quote was withdrawn. Please contact us.</Alert>
  return null
}

export function Component() {
  const { quote, version, staff } = useLoaderData<typeof loader>()
  const earlier = quote.versions.slice(0, -1).reverse()
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          Your quote: {version.title}
        </Typography>
        <Typography color="text.secondary">
          Version {version.version}
          {quote.state === 'sent' && ` · open until ${formatCalendarDateInFull(version.expiresOn)}`}
        </Typography>
      </Box>
      <StateNotice quote={quote} />
      <QuoteSummary version={version} />
      {quote.state === 'sent' &&
        (staff ? (
          <Alert severity="info">The customer accepts the quote here, with the terms ticked.</Alert>
        ) : (
          <AcceptForm version={version.version} depositCents={version.totals.depositCents} />
        ))}
      {earlier.length > 0 && (
        <Box component="section" aria-labelledby="quote-history">
          <Typography id="quote-history" variant="h5" component="h2" gutterBottom>
            Earlier versions
          </Typography>
          {earlier.map((old) => (
            <Accordion key={old.version} disableGutters>
              <AccordionSummary
                aria-controls={`version-${old.version}`}
                id={`version-${old.version}-heading`}
              >
                <Typography>
                  Version {old.version}
                  {old.sentAt
                    ? `, sent ${new Date(old.sentAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}`
                    : ''}{' '}
                  · {formatCents(old.totals.totalCents)}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`version-${old.version}`}>
                <QuoteSummary version={old} idPrefix={`version-${old.version}`} />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
    </Stack>
  )
}
