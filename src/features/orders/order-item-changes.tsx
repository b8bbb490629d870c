import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { FormDialog } from '../../components/form-dialog.tsx'
import { FormField } from '../../components/form-field.tsx'
import { useFetcherForm } from '../../components/form-result.ts'
import { FormFeedback } from '../../components/page-form.tsx'
import { chefPackages } from '../../lib/data/chef-packages.ts'
import { formatCents } from '../../shared/money.ts'
import { itemChangesRefusal, waitingItemPayment } from '../../shared/orders/item-changes.ts'
import type { Order } from '../../shared/schemas/order.ts'
import { differenceWords, itemChangesIntent } from './order-item-changes-form.ts'
import type { action } from './order-status-route.tsx'

// Admins change a paid order's items: rows of a package (chosen by name from the chef's packages) and a quantity,
// a preview the server prices before anything is written, then the change. A payment the customer still owes for
// the last change is shown here as well.

interface Row {
  key: number
  chefPackageId: string
  quantity: string
}

type Choice = { value: string; label: string }

/** The chef's packages by name, with the order's own (a package since deleted keeps its ordered title). */
function usePackageChoices(order: Order, open: boolean): Choice[] | null {
  const [choices, setChoices] = useState<Choice[] | null>(null)
  useEffect(() => {
    if (!open || choices) return
    let current = true
    chefPackages.query().then(
      (found) => {
        if (!current) return
        const byId = new Map<string, string>(order.cartData.map((line) => [line.chefPackageId, line.title]))
        for (const chefPackage of found) byId.set(chefPackage.id, chefPackage.title)
        const sorted = [...byId].map(([value, label]) => ({ value, label }))
        sorted.sort((a, b) => a.label.localeCompare(b.label))
        setChoices(sorted)
      },
      (error: unknown) => {
        console.error('order items: could not read the packages', { orderId: order.id, error })
        if (current) {
          setChoices(order.cartData.map((line) => ({ value: line.chefPackageId, label: line.title })))
        }
      },
    )
    return () => {
      current = false
    }
  }, [open, choices, order])
  return choices
}

/** "Waiting for $X from the customer" while the last change's difference is unpaid. */
function WaitingPayment({ order }: { order: Order }) {
  const waiting = waitingItemPayment(order)
  if (!waiting) return null
  return (
    <Alert severity="info" sx={{ mt: 2 }} data-testid="item-change-waiting">
      Waiting for {formatCents(waiting.payment.amountCents)} from the customer
      {waiting.payment.error ? `: ${waiting.payment.error}` : ': the payment link was mailed to them.'}
    </Alert>
  )
}

export function OrderItemChanges({ order }: { order: Order }) {
  const [open, setOpen] = useState(false)
  const allowed = itemChangesRefusal(order) === null
  return (
    <>
      <WaitingPayment order={order} />
      {allowed && (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setOpen(true)}>
          Change items
        </Button>
      )}
      {open && <ChangeItemsDialog order={order} onClose={() => setOpen(false)} />}
    </>
  )
}

function ChangeItemsDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const [requestKey] = useState(() => crypto.randomUUID())
  const [rows, setRows] = useState<Row[]>(() =>
    order.cartData.map((line, index) => ({
      key: index,
      chefPackageId: line.chefPackageId,
      quantity: String(line.quantity),
    })),
  )
  const [nextKey, setNextKey] = useState(order.cartData.length)
  const { fetcher, form } = useFetcherForm<typeof action>({ key: `item-changes-${order.id}` })
  const choices = usePackageChoices(order, true)
  const result = form.result?.ok && form.result.data.intent === itemChangesIntent ? form.result.data : null
  const preview = result && 'preview' in result ? result : null
  const done = preview !== null && !preview.dryRun
  // The answer shown when the rows were last edited: a preview counts only for the rows it priced, so an edit
  // after it asks for a new preview before the change can be made.
  const [editedAfter, setEditedAfter] = useState<unknown>(undefined)
  const confirming = preview?.dryRun === true && form.result !== editedAfter
  const edit = (change: (current: Row[]) => Row[]) => {
    setEditedAfter(form.result)
    setRows(change)
  }
  const update = (key: number, fields: Partial<Row>) =>
    edit((current) => current.map((row) => (row.key === key ? { ...row, ...fields } : row)))
  return (
    <FormDialog
      title="Change items"
      fetcher={fetcher}
      form={form}
      submitLabel={confirming ? 'Confirm change' : 'Preview new total'}
      busyLabel={confirming ? 'Changing…' : 'Pricing…'}
      done={done}
      onClose={onClose}
    >
      <input type="hidden" name="intent" value={itemChangesIntent} />
      <input type="hidden" name="requestKey" value={requestKey} />
      {!confirming && <input type="hidden" name="dryRun" value="on" />}
      {done ? null : (
        <Stack spacing={1}>
          <Typography color="text.secondary">
            Prices come from the packages as stored; a package already on the order keeps the price it was
            ordered at.
          </Typography>
          {choices === null ? (
            <Typography role="status">Loading the packages…</Typography>
          ) : (
            rows.map((row, index) => (
              <Stack
                key={row.key}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <FormField
                  label={`Package ${index + 1}`}
                  name="chefPackageId"
                  options={[{ value: '', label: 'Choose a package' }, ...choices]}
                  defaultValue={row.chefPackageId}
                  onValueChange={(value) => update(row.key, { chefPackageId: value })}
                  error={form.errorOf(`items.${index}.chefPackageId`)}
                />
                <FormField
                  label={`Quantity ${index + 1}`}
                  name="quantity"
                  type="number"
                  defaultValue={row.quantity}
                  onValueChange={(value) => update(row.key, { quantity: value })}
                  error={form.errorOf(`items.${index}.quantity`)}
                  fullWidth={false}
                />
                <Button
                  type="button"
                  onClick={() => edit((current) => current.filter((other) => other.key !== row.key))}
                  disabled={rows.length === 1}
                  sx={{ mt: { sm: 2 } }}
                >
                  Remove
                </Button>
              </Stack>
            ))
          )}
          <Button
            type="button"
            onClick={() => {
              edit((current) => [...current, { key: nextKey, chefPackageId: '', quantity: '1' }])
              setNextKey(nextKey + 1)
            }}
            sx={{ alignSelf: 'flex-start' }}
          >
            Add a package
          </Button>
          {form.errorOf('items') && <Alert severity="error">{form.errorOf('items')}</Alert>}
        </Stack>
      )}
      {preview && (confirming || done) && (
        <Stack spacing={0.5} sx={{ mt: 2 }} role="status" data-testid="item-change-preview">
          <Typography>
            <strong>{done ? form.message : differenceWords(preview.preview)}</strong>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Was {formatCents(preview.preview.previousTotalCents)}. Subtotal{' '}
            {formatCents(preview.preview.subtotalCents)}
            {preview.preview.discountCents > 0
              ? `, discount ${formatCents(preview.preview.discountCents)}`
              : ''}
            {preview.preview.deliveryFeeCents > 0
              ? `, delivery ${formatCents(preview.preview.deliveryFeeCents)}`
              : ''}
            {preview.preview.travelFeeCents ? `, travel ${formatCents(preview.preview.travelFeeCents)}` : ''},
            tax {formatCents(preview.preview.taxCents)}.
          </Typography>
          {preview.preview.promotionNote && (
            <Typography variant="body2">{preview.preview.promotionNote}</Typography>
          )}
        </Stack>
      )}
      {!form.result?.ok && <FormFeedback form={form} />}
    </FormDialog>
  )
}
