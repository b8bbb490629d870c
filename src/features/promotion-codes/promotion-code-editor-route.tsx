import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { CheckboxListField } from '../../components/checkbox-group-field.tsx'
import { EditorFrame, EditorNotices, EditorToolbar } from '../../components/editor-frame.tsx'
import { FormField } from '../../components/form-field.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { useEditor } from '../../components/use-editor.ts'
import { packagesForPicker } from '../../lib/data/chef-packages.ts'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import { submittedValues, type ActionFailure } from '../../shared/action-result.ts'
import { listPromotionCodesCallable, savePromotionCodeCallable } from '../../shared/callables.ts'
import { promotionDates } from '../../shared/orders/promotion-dates.ts'
import { formFieldOf, readPromotionForm } from './promotion-form.ts'
import { centsAsDollars } from '../../shared/money.ts'
import { notFound } from '../../lib/not-found.ts'

// /promotion-code/:code? (admins): create a code, or change an existing one (its text is its id and stays). Saved
// through savePromotionCodeCallable, which checks it with the shared schema; refusals show next to their fields.

export async function loader({ params }: LoaderFunctionArgs) {
  const [{ timeZone, codes }, packages] = await Promise.all([
    callFunction(listPromotionCodesCallable, {}).then(dataOrThrow),
    packagesForPicker(({ id, title }) => ({ id, title })),
  ])
  const wanted = params['code']
  const record = wanted ? (codes.find((code) => code.id === wanted) ?? null) : null
  if (wanted && !record) throw notFound('This promotion code does not exist.')
  return {
    record,
    timeZone,
    dates: record ? promotionDates(record, timeZone) : {},
    packages,
  }
}

export async function action({ request, params }: ActionFunctionArgs): Promise<ActionFailure | Response> {
  const formData = await request.formData()
  const values = submittedValues(formData)
  const input = readPromotionForm(formData, params['code'] === undefined)
  if (params['code']) input.code = params['code']
  const saved = await callFunction(savePromotionCodeCallable, input, { values })
  if (!saved.ok) {
    const fieldErrors = Object.fromEntries(
      Object.entries(saved.fieldErrors).map(([field, message]) => [formFieldOf[field] ?? field, message]),
    )
    return { ...saved, fieldErrors }
  }
  return redirect(`/promotion-code/${encodeURIComponent(saved.data.code)}?saved=1`)
}

const count = (value: number | undefined) => (value === undefined ? '' : String(value))

export function Component() {
  const { record, timeZone, dates, packages } = useLoaderData<typeof loader>()
  const editor = useEditor<typeof action>(record)
  const form = editor.form
  const dayHint = `YYYY-MM-DD, in ${timeZone.replaceAll('_', ' ')} time.`
  return (
    <EditorFrame
      record={record}
      title={record ? `Promotion Code ${record.id}` : 'New Promotion Code'}
      maxWidth={760}
      editor={editor}
      links={
        <PageLink to="/promotion-codes" sx={{ display: 'inline-block', mb: 1 }}>
          All promotion codes
        </PageLink>
      }
    >
      <Form method="post" noValidate aria-label="Promotion code">
        <EditorNotices editor={editor} />
        {record ? (
          <Typography sx={{ my: 1 }}>
            Used {record.redeemed} times by paid orders, {record.held} held by unpaid orders. The code text
            cannot change; make it inactive and create another instead.
          </Typography>
        ) : (
          <FormField
            label="Code"
            required
            autoComplete="off"
            helperText="3 to 32 letters, digits, - or _. Customers may type it in any case."
            {...form.field('code')}
          />
        )}
        <Stack spacing={2} sx={{ mt: 2 }}>
          <FormField
            label="Discount kind"
            options={[
              { value: 'percent', label: 'Percentage off' },
              { value: 'amount', label: 'Amount off (dollars)' },
            ]}
            {...form.field('kind', record?.kind ?? 'percent')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField
              label="Percentage off"
              type="number"
              helperText="For a percentage: 1 to 100."
              {...form.field('percentOff', count(record?.percentOff))}
            />
            <FormField
              label="Amount off ($)"
              helperText="For an amount, e.g. 20.00."
              {...form.field(
                'amountOff',
                record?.amountOffCents === undefined ? '' : centsAsDollars(record.amountOffCents),
              )}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField label="First day" helperText={dayHint} {...form.field('validFromDate', dates.from)} />
            <FormField label="Last day" helperText={dayHint} {...form.field('validToDate', dates.to)} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField
              label="Uses in all"
              type="number"
              helperText="Blank for no limit."
              {...form.field('maxRedemptions', count(record?.maxRedemptions))}
            />
            <FormField
              label="Uses per customer"
              type="number"
              helperText="Per account, or per e-mail for guests."
              {...form.field('maxPerCustomer', count(record?.maxPerCustomer))}
            />
          </Stack>
          <FormField
            label="Minimum subtotal ($)"
            helperText="The goods before tax and delivery; blank or 0 for none."
            {...form.field('minimumSubtotal', record ? centsAsDollars(record.minimumSubtotalCents) : '')}
          />
          <CheckboxListField
            name="packageIds"
            legend="Only for these packages"
            hint="None ticked: the code applies to every package."
            options={packages.map((item) => ({ value: item.id, label: item.title || item.id }))}
            defaultValues={record?.packageIds ?? []}
            error={form.errorOf('packageIds')}
          />
          <FormControlLabel
            control={<Checkbox name="active" defaultChecked={record?.active ?? true} />}
            label="Active: customers can use it"
          />
        </Stack>
        <EditorToolbar editor={editor} placement="bottom" />
      </Form>
    </EditorFrame>
  )
}
