import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { finalOrderStates, orderStateOf } from '../../shared/orders/order-state.ts'
import type { Order } from '../../shared/schemas/order.ts'
import { answeredIntent } from '../../shared/action-result.ts'
import type { FormResult } from '../../components/form-result.ts'
import { FormFeedback } from '../../components/page-form.tsx'

// The customer's say over the reminder mail the day before their order; the mail's footer points here.

export const remindersIntent = 'reminders'

export function RemindersToggle({
  order,
  token,
  form,
}: {
  order: Order
  token: string | null
  form: FormResult
}) {
  if (!order.fulfilment || finalOrderStates.includes(orderStateOf(order))) return null
  const on = order.remindersOff !== true
  return (
    <Form method="post" aria-label="Reminder mail">
      <input type="hidden" name="intent" value={remindersIntent} />
      <input type="hidden" name="reminders" value={on ? 'off' : 'on'} />
      {token && <input type="hidden" name="token" value={token} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="body2" data-testid="reminder-setting">
          {on ? 'We send you a reminder the day before.' : 'Reminders are off for this order.'}
        </Typography>
        <Button type="submit" size="small" variant="outlined">
          {on ? 'Turn off the reminder' : 'Turn on the reminder'}
        </Button>
      </Stack>
      {answeredIntent(form.result) === remindersIntent && <FormFeedback form={form} />}
    </Form>
  )
}
