import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import {
  Form,
  redirect,
  useLoaderData,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router'
import { CheckboxGroupField } from '../../components/checkbox-group-field.tsx'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { EditorFrame, EditorNotices } from '../../components/editor-frame.tsx'
import { FormField } from '../../components/form-field.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { TitledSection } from '../../components/titled-section.tsx'
import { SubmitButton } from '../../components/page-form.tsx'
import { useEditor } from '../../components/use-editor.ts'
import { packagesForPicker } from '../../lib/data/chef-packages.ts'
import { formResponses } from '../../lib/data/form-responses.ts'
import { quotes } from '../../lib/data/quotes.ts'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { intentOf, unknownIntent } from '../../lib/forms/form-intent.ts'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import { submittedValues } from '../../shared/action-result.ts'
import {
  getFulfilmentScheduleCallable,
  saveQuoteCallable,
  withdrawQuoteCallable,
} from '../../shared/callables.ts'
import { eventLineKinds } from '../../shared/schemas/payment-plan.ts'
import {
  offeredMethods,
  fulfilmentMethodLabels,
  type FulfilmentSchedule,
} from '../../shared/schemas/fulfilment-schedule.ts'
import type { OptionGroup } from '../../shared/schemas/package-options.ts'
import { latestVersion, quoteStateLabels, type QuoteCustomer } from '../../shared/schemas/quote.ts'
import {
  customLineRows,
  inBuilderFields,
  packageRows,
  quoteFormFields,
  quoteIntents,
  readQuoteForm,
  storedValues,
} from './quote-form.ts'
import { QuoteSummary } from './quote-summary.tsx'
import { notFound } from '../../lib/not-found.ts'

// /quote-builder/:quoteId? (admins): builds a quote for a customer (from their profile, ?customer=<profile id>, or
// from a consultation sign-up response, ?response=<response id>), saves it as a draft, sends it (a new version once
// it was sent) and withdraws it. The server prices it and checks the date; its totals show under the form.

const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** Every time of the week, once: "Dinner 17:00–19:00 (Tue, Wed, …)". */
function slotChoices(schedule: FulfilmentSchedule | null) {
  const slots = new Map<string, { label: string; days: string[] }>()
  schedule?.week.forEach((day, weekday) => {
    for (const slot of day.slots) {
      const known = slots.get(slot.id) ?? { label: `${slot.start}–${slot.end}`, days: [] }
      known.days.push(dayNames[weekday]!)
      slots.set(slot.id, known)
    }
  })
  return [...slots.entries()].map(([id, slot]) => ({
    value: id,
    label: `${slot.label} (${slot.days.join(', ')})`,
  }))
}

async function customerFrom(url: URL): Promise<QuoteCustomer> {
  const blank = { uid: '', name: '', email: '', phone: '' }
  const responseId = url.searchParams.get('response')
  const response = responseId ? await formResponses.get(responseId) : null
  const profileId = url.searchParams.get('customer') ?? response?.userId ?? ''
  const profile = profileId ? await userProfiles.get(profileId) : null
  if (!profile) return { ...blank, email: response?.userEmail ?? '' }
  return {
    uid: profile.id,
    name: [profile.firstName, profile.lastName].filter(Boolean).join(' '),
    email: profile.email || (response?.userEmail ?? ''),
    phone: profile.phone,
  }
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const quoteId = params['quoteId']
  const [packages, { schedule }, quote] = await Promise.all([
    packagesForPicker(({ id, title, pricing, optionGroups }) => ({ id, title, pricing, optionGroups })),
    callFunction(getFulfilmentScheduleCallable, {}).then(dataOrThrow),
    quoteId ? quotes.get(quoteId) : null,
  ])
  if (quoteId && !quote) throw notFound('This quote does not exist.')
  const customer = quote?.customer ?? (await customerFrom(new URL(request.url)))
  return {
    quote,
    customer,
    packages,
    methods: schedule ? offeredMethods(schedule) : [],
    slots: slotChoices(schedule),
  }
}

async function saveOrSend(formData: FormData, intent: 'save' | 'send', quoteId: string | undefined) {
  const values = submittedValues(formData)
  const { request, rows } = readQuoteForm(quoteFormFields(formData), intent, quoteId)
  const saved = await callFunction(saveQuoteCallable, request, { values })
  if (!saved.ok) return inBuilderFields(saved, rows)
  return redirect(
    `/quote-builder/${encodeURIComponent(saved.data.quote.id)}?${intent === 'send' ? 'sent' : 'saved'}=1`,
  )
}

async function withdraw(formData: FormData, quoteId: string | undefined) {
  if (!quoteId) return unknownIntent(submittedValues(formData))
  const withdrawn = await callFunction(
    withdrawQuoteCallable,
    { quoteId },
    { values: submittedValues(formData) },
  )
  if (!withdrawn.ok) return withdrawn
  return redirect(`/quote-builder/${encodeURIComponent(quoteId)}?withdrawn=1`)
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await request.formData()
  const quoteId = params['quoteId']
  const intent = intentOf(formData, quoteIntents)
  switch (intent) {
    case 'save':
    case 'send':
      return saveOrSend(formData, intent, quoteId)
    case 'withdraw':
      return withdraw(formData, quoteId)
    default:
      return unknownIntent(submittedValues(formData))
  }
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>
type Field = ReturnType<ReturnType<typeof useEditor<typeof action>>['form']['field']>

function OptionFields({
  row,
  groups,
  field,
  stored,
}: {
  row: number
  groups: OptionGroup[]
  field: (name: string) => Field
  stored: Record<string, string>
}) {
  return groups.map((group) => {
    const name = `lines.${row}.option.${group.id}`
    if (group.kind === 'chooseOne') {
      return (
        <FormField
          key={group.id}
          label={group.label}
          required={group.required}
          options={[
            { value: '', label: 'None' },
            ...group.choices.map((choice) => ({ value: choice.id, label: choice.label })),
          ]}
          {...field(name)}
        />
      )
    }
    if (group.kind === 'chooseAny') {
      return (
        <CheckboxGroupField
          key={group.id}
          name={name}
          legend={group.label}
          options={group.choices.map((choice) => ({ value: choice.id, label: choice.label }))}
          defaultValues={(stored[name] ?? '').split(',').filter(Boolean)}
          error={field(name).error}
        />
      )
    }
    // The server names the group, not its text field.
    const text = field(`${name}.text`)
    return <FormField key={group.id} label={group.label} {...text} error={text.error ?? field(name).error} />
  })
}

function PackageRow({
  row,
  packages,
  field,
  stored,
}: {
  row: number
  packages: LoaderData['packages']
  field: (name: string) => Field
  stored: Record<string, string>
}) {
  const picked = field(`lines.${row}.chefPackageId`)
  const [packageId, setPackageId] = useState(picked.defaultValue ?? '')
  const chosen = packages.find((item) => item.id === packageId)
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <FormField
          label={`Package ${row + 1}`}
          required={row === 0}
          options={[
            { value: '', label: 'None' },
            ...packages.map((item) => ({ value: item.id, label: item.title || item.id })),
          ]}
          onValueChange={setPackageId}
          {...picked}
        />
        <Box sx={{ width: { sm: 140 } }}>
          <FormField label="Quantity" type="number" {...field(`lines.${row}.quantity`)} />
        </Box>
      </Stack>
      {chosen && <OptionFields row={row} groups={chosen.optionGroups} field={field} stored={stored} />}
    </Paper>
  )
}

function CustomLineRow({ row, field }: { row: number; field: (name: string) => Field }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <Box sx={{ width: { sm: 160 } }}>
          <FormField
            label="Kind"
            options={eventLineKinds.map((kind) => ({
              value: kind,
              label: kind[0]!.toUpperCase() + kind.slice(1),
            }))}
            {...field(`customLines.${row}.kind`)}
          />
        </Box>
        <FormField
          label={`Line ${row + 1}`}
          helperText="e.g. Two servers, five hours"
          {...field(`customLines.${row}.label`)}
        />
        <Box sx={{ width: { sm: 120 } }}>
          <FormField label="Quantity" type="number" {...field(`customLines.${row}.quantity`)} />
        </Box>
        <Box sx={{ width: { sm: 160 } }}>
          <FormField label="Unit price ($)" {...field(`customLines.${row}.unitPrice`)} />
        </Box>
      </Stack>
    </Paper>
  )
}

function Notice() {
  const [params] = useSearchParams()
  if (params.get('sent') === '1') {
    return (
      <Alert severity="success" role="status" sx={{ my: 1 }}>
        Sent: the customer was mailed a link to this version, and its date and time are held.
      </Alert>
    )
  }
  if (params.get('withdrawn') === '1') {
    return (
      <Alert severity="info" role="status" sx={{ my: 1 }}>
        Withdrawn: the customer can no longer accept it, and its date and time are free again.
      </Alert>
    )
  }
  return null
}

export function Component() {
  const { quote, customer, packages, methods, slots } = useLoaderData<typeof loader>()
  const editor = useEditor<typeof action>(quote, { stampPlacement: 'title' })
  const version = quote ? latestVersion(quote) : undefined
  const stored = storedValues(customer, version)
  const field = (name: string) => editor.form.field(name, stored[name] ?? '')
  const open = !quote || quote.state === 'draft' || quote.state === 'sent'
  const [withdrawing, setWithdrawing] = useState(false)
  const sent = quote?.state === 'sent'
  const heading = quote ? `Quote: ${version?.title || customer.name || customer.email}` : 'New quote'
  return (
    <EditorFrame
      record={quote}
      title={heading}
      maxWidth={960}
      editor={editor}
      links={
        <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {customer.uid && (
            <PageLink to={`/customer-profile/${encodeURIComponent(customer.uid)}`}>Customer profile</PageLink>
          )}
          {quote && (
            <Typography component="span">
              {quoteStateLabels[quote.state]}
              {version ? ` · version ${version.version}` : ''}
            </Typography>
          )}
          {quote && quote.state !== 'draft' && (
            <PageLink to={`/quote/${encodeURIComponent(quote.id)}`}>The customer’s page</PageLink>
          )}
        </Stack>
      }
    >
      <Notice />
      {!open && (
        <Alert severity="info" sx={{ my: 1 }}>
          This quote is {quoteStateLabels[quote.state].toLowerCase()}: it can no longer change.
          {quote.orderId && ' Its order is on the orders desk.'}
        </Alert>
      )}
      <Form method="post" noValidate aria-label="Quote">
        <EditorNotices editor={editor} />
        <fieldset disabled={!open} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack spacing={3}>
            <TitledSection headingId="builder-customer" title="Customer">
              <input type="hidden" name="customer.uid" value={customer.uid} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <FormField label="Name" required autoComplete="off" {...field('customer.name')} />
                <FormField
                  label="E-mail"
                  type="email"
                  required
                  autoComplete="off"
                  {...field('customer.email')}
                />
                <FormField
                  label="Phone"
                  type="tel"
                  required
                  autoComplete="off"
                  {...field('customer.phone')}
                />
              </Stack>
            </TitledSection>
            <TitledSection headingId="builder-event" title="Event">
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <FormField label="Event title" required {...field('title')} />
                <Box sx={{ width: { sm: 160 } }}>
                  <FormField label="Guests" type="number" required {...field('guests')} />
                </Box>
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <FormField
                  label="How"
                  required
                  options={methods.map((method) => ({
                    value: method,
                    label: fulfilmentMethodLabels[method],
                  }))}
                  {...field('fulfilment.method')}
                />
                <FormField label="Event date" type="date" required {...field('fulfilment.date')} />
                <FormField
                  label="Time"
                  required
                  options={[{ value: '', label: 'Choose a time' }, ...slots]}
                  {...field('fulfilment.slotId')}
                />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ mb: 1 }}>
                <FormField
                  label="Street and number"
                  helperText="Not needed for pickup."
                  {...field('fulfilment.address.line1')}
                />
                <FormField label="Address line 2" {...field('fulfilment.address.line2')} />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <FormField label="City" {...field('fulfilment.address.city')} />
                <FormField label="Postal code" {...field('fulfilment.address.postalCode')} />
              </Stack>
              <FormField
                label="Timeline"
                multiline
                helperText="One step a line, starting with the time: 17:00 Arrival and set-up"
                {...field('timeline')}
              />
              <FormField
                label="Access notes"
                multiline
                helperText="Gate codes, parking, the kitchen."
                {...field('accessNotes')}
              />
            </TitledSection>
            <TitledSection headingId="builder-packages" title="Packages">
              <Stack spacing={2}>
                {Array.from({ length: packageRows }, (_, row) => (
                  <PackageRow key={row} row={row} packages={packages} field={field} stored={stored} />
                ))}
              </Stack>
            </TitledSection>
            <TitledSection headingId="builder-lines" title="Staff, rentals and travel">
              <Stack spacing={2}>
                {Array.from({ length: customLineRows }, (_, row) => (
                  <CustomLineRow key={row} row={row} field={field} />
                ))}
              </Stack>
              <Box sx={{ width: { sm: 240 } }}>
                <FormField
                  label="Service charge (%)"
                  helperText="On packages and lines; 0 for none."
                  {...field('serviceChargePercent')}
                />
              </Box>
            </TitledSection>
            <TitledSection headingId="builder-payment" title="Deposit, balance and terms">
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ mb: 1 }}>
                <FormField
                  label="Deposit"
                  options={[
                    { value: 'percent', label: 'A share of the total' },
                    { value: 'amount', label: 'A fixed amount' },
                  ]}
                  {...field('depositRule.kind')}
                />
                <FormField
                  label="Deposit (%)"
                  type="number"
                  helperText="For a share."
                  {...field('depositRule.percent')}
                />
                <FormField
                  label="Deposit ($)"
                  helperText="For a fixed amount."
                  {...field('depositRule.amount')}
                />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <FormField label="Balance due" type="date" required {...field('balanceDueDate')} />
                <FormField label="Quote open until" type="date" required {...field('expiresOn')} />
              </Stack>
              <FormField
                label="Cancellation bands"
                multiline
                helperText="One a line: 30 days: 100% (cancelled at least 30 days before, 100 % of the balance back)"
                {...field('cancellationTerms.bands')}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    name="cancellationTerms.depositRefundable"
                    defaultChecked={
                      editor.form.valueOf(
                        'cancellationTerms.depositRefundable',
                        stored['cancellationTerms.depositRefundable'],
                      ) === 'on'
                    }
                  />
                }
                label="The deposit is paid back on the same terms"
              />
              <FormField label="Terms in words" multiline {...field('cancellationTerms.summary')} />
            </TitledSection>
          </Stack>
          {open && (
            <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
              {!sent && <SubmitButton label="Save draft" busyLabel="Saving…" name="intent" value="save" />}
              <SubmitButton
                label={sent ? 'Send new version' : 'Send'}
                busyLabel="Sending…"
                name="intent"
                value="send"
              />
            </Stack>
          )}
        </fieldset>
      </Form>
      {quote && open && (
        <>
          <Button color="error" variant="outlined" sx={{ mt: 2 }} onClick={() => setWithdrawing(true)}>
            Withdraw quote
          </Button>
          <ConfirmDialog
            open={withdrawing}
            question="Withdraw this quote?"
            description="The customer can no longer accept it, and its date and time are given back to the calendar. This cannot be undone."
            confirmLabel="Withdraw"
            onClose={() => setWithdrawing(false)}
            fields={{ intent: 'withdraw' }}
          />
        </>
      )}
      {version && (
        <Box sx={{ mt: 4 }}>
          <Divider sx={{ mb: 2 }} />
          <Typography variant="overline" component="p" sx={{ mb: 1 }}>
            {version.sentAt
              ? `Version ${version.version} as the customer sees it`
              : 'The draft as it was last saved'}
          </Typography>
          <QuoteSummary version={version} idPrefix="builder-summary" />
        </Box>
      )}
    </EditorFrame>
  )
}
