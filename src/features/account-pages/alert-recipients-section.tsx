import Alert from '@mui/material/Alert'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import type { FormResult } from '../../components/form-result.ts'
import { ListRowsSection, RowToolbar } from '../../components/list-row-editor.tsx'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { useListRows } from '../../components/use-list-rows.ts'
import { alertKindLabels, alertKinds, type AlertPerson } from '../../shared/schemas/app-config.ts'
import { emailField, maxAlertPeople, nameField, personIdField, switchField } from './alert-recipients-form.ts'

interface PersonRow {
  rowId: string
  person: AlertPerson
}

const everyAlertOn = Object.fromEntries(alertKinds.map((kind) => [kind, true])) as AlertPerson['alerts']

/** Who gets which alert mail: a row per person with a switch per alert, saved as one list. */
export function AlertRecipientsSection({
  people,
  unreadable,
  form,
}: {
  people: AlertPerson[]
  unreadable: string | null
  form: FormResult
}) {
  const list = useListRows<PersonRow>({
    initial: () => people.map((person, index) => ({ rowId: `stored${index}`, person })),
    idOf: (row) => row.rowId,
    create: () => ({ rowId: crypto.randomUUID(), person: { name: '', email: '', alerts: everyAlertOn } }),
    max: maxAlertPeople,
    noun: 'Person',
    buttonIdPrefix: 'alert-person',
    addButtonId: 'add-alert-person',
    rowFocusTarget: (rowId) => document.getElementById(`alert-person-${rowId}`)?.querySelector('input'),
  })
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, maxWidth: 720 }}>
      <Form method="post" noValidate aria-label="Alert recipients">
        <ListRowsSection
          list={list}
          headingId="alert-recipients-heading"
          heading="Alert recipients"
          addLabel="Add person"
        >
          <Typography sx={{ mb: 2 }}>
            Who is e-mailed about new orders, changes to orders, consultation sign-ups, testimonials and the
            daily digest. Each person gets only the alerts switched on for them.
          </Typography>
          {unreadable && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              The stored list cannot be read ({unreadable}), so nobody gets alerts. Saving this form replaces
              it.
            </Alert>
          )}
          {list.rows.length === 0 && <Typography sx={{ mb: 1 }}>Nobody gets alerts yet.</Typography>}
          {list.rows.map((row, index) => {
            const { rowId, person } = row
            const legendId = `alert-person-${rowId}-legend`
            return (
              <Paper key={rowId} id={`alert-person-${rowId}`} variant="outlined" sx={{ p: 2, mb: 2 }}>
                <input type="hidden" name={personIdField} value={rowId} />
                <Typography component="h3" variant="subtitle1" gutterBottom>
                  {`Person ${index + 1}`}
                </Typography>
                <FormField label="Name (optional)" {...form.field(nameField(rowId), person.name)} />
                <FormField
                  label="E-mail"
                  type="email"
                  required
                  autoComplete="off"
                  {...form.field(emailField(rowId), person.email)}
                />
                <FormControl component="fieldset" sx={{ mt: 1 }}>
                  <FormLabel component="legend" id={legendId}>
                    {`Alerts for person ${index + 1}`}
                  </FormLabel>
                  <FormGroup>
                    {alertKinds.map((kind) => {
                      const name = switchField(rowId, kind)
                      const submitted = form.result && !form.result.ok
                      const on = submitted ? form.valueOf(name) === 'on' : person.alerts[kind]
                      return (
                        <FormControlLabel
                          key={kind}
                          control={<Switch name={name} defaultChecked={on} />}
                          label={alertKindLabels[kind]}
                        />
                      )
                    })}
                  </FormGroup>
                </FormControl>
                <RowToolbar list={list} index={index} removeText="Remove person" />
              </Paper>
            )
          })}
        </ListRowsSection>
        <SubmitButton label="Save alert recipients" busyLabel="Saving…" sx={{ mt: 2 }} />
        <FormFeedback form={form} />
      </Form>
    </Paper>
  )
}
