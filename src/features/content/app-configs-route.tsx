import { RecordCard } from '../../components/record-card.tsx'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { z } from 'zod/mini'
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { DeleteByIdDialog } from '../../components/delete-dialog.tsx'
import { FormField } from '../../components/form-field.tsx'
import {
  useFetcherForm,
  useFormResult,
  type FormResult,
  keepPageAfterFailedSave,
} from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { appConfigs } from '../../lib/data/app-configs.ts'
import { intentOf, unknownIntent } from '../../lib/forms/form-intent.ts'
import { formFields, textField } from '../../lib/forms/parse-form-data.ts'
import { firebase } from '../../lib/firebase.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import { saveOrFailure } from '../../lib/data/save-failure.ts'
import { failed, submittedValues, succeeded, type ActionResult } from '../../shared/action-result.ts'
import { hasErrors } from '../../shared/field-errors.ts'
import type { AppConfig } from '../../shared/schemas/app-config.ts'
import { readAppConfigDraft, validateAppConfigDraft } from './app-config-draft.ts'
import { takenByOther } from './config-fields.ts'
import { notFound } from '../../lib/not-found.ts'

export const appConfigsPath = '/app-configs'
const listLimit = 200

export interface AppConfigsData {
  configs: AppConfig[]
  /** The config the address names (/app-configs/{id}); the page shows only it. */
  selectedId: string | null
}

export async function loader({ params }: LoaderFunctionArgs): Promise<AppConfigsData> {
  firebase()
  const selectedId = params['appConfigsId'] ?? null
  if (selectedId) {
    const config = await appConfigs.get(selectedId)
    if (!config) throw notFound(`There is no app config with id "${selectedId}".`)
    return { configs: [config], selectedId }
  }
  const configs = await appConfigs.query({ limit: listLimit })
  configs.sort((a, b) => a.title.localeCompare(b.title))
  return { configs, selectedId }
}

/** What the action did, and to which config. */
export type AppConfigChange = { intent: 'create' | 'update' | 'delete'; id: string }

export const shouldRevalidate = keepPageAfterFailedSave

/** Which config an update or delete is about (none for create). */
const configIdForm = z.object({ id: textField() })

export async function action({ request }: ActionFunctionArgs) {
  firebase()
  const formData = await request.formData()
  const values = submittedValues(formData)
  const { id } = z.parse(configIdForm, formFields(formData))
  switch (intentOf(formData, ['create', 'update', 'delete'])) {
    case 'create':
      return saveConfig(formData, values, undefined)
    case 'update':
      if (!id) return failed({ formError: 'The request named no app config.' }, values)
      return saveConfig(formData, values, id)
    case 'delete':
      return deleteConfig(id, values)
    default:
      return unknownIntent(values)
  }
}

type Values = Record<string, string>

function deleteConfig(id: string, values: Values): Promise<ActionResult<AppConfigChange>> {
  return saveOrFailure({ editor: 'app configs', collection: appConfigs.name, id }, values, async () => {
    const config = id ? await appConfigs.get(id) : null
    if (!config) return failed({ formError: 'This app config no longer exists.' }, values)
    await appConfigs.remove(id)
    return succeeded({ intent: 'delete', id }, `Deleted "${config.title || config.configKey}".`)
  })
}

/** Creates a config (no id) or updates the one with `id`; a config key is used by one config only. */
function saveConfig(
  formData: FormData,
  values: Values,
  id: string | undefined,
): Promise<ActionResult<AppConfigChange>> {
  const draft = readAppConfigDraft(formData)
  const context = { editor: 'app configs', collection: appConfigs.name, id }
  return saveOrFailure(context, values, async () => {
    const sameKey = draft.configKey
      ? await appConfigs.query({ where: [['configKey', draft.configKey]], limit: 2 })
      : []
    const errors = validateAppConfigDraft(draft, takenByOther(sameKey, id))
    if (hasErrors(errors)) {
      return failed(
        { fieldErrors: errors, formError: 'Nothing was saved: please fix the marked fields.' },
        values,
      )
    }
    if (id === undefined) return succeeded({ intent: 'create', id: await appConfigs.create(draft) }, 'Saved.')
    await appConfigs.update(id, draft)
    return succeeded({ intent: 'update', id }, 'Saved.')
  })
}

function ConfigFields({ config, form }: { config?: AppConfig; form: FormResult }) {
  return (
    <>
      <FormField label="Title" required {...form.field('title', config?.title)} />
      <FormField label="Config key" required {...form.field('configKey', config?.configKey)} />
      <FormField
        label="Config content (JSON)"
        required
        multiline
        minRows={3}
        {...form.field('configContent', config?.configContent)}
      />
      <FormField label="Note" multiline minRows={2} {...form.field('noteText', config?.noteText)} />
    </>
  )
}

function AppConfigCard({ config, onDelete }: { config: AppConfig; onDelete: () => void }) {
  const { fetcher, form } = useFetcherForm<typeof action>()
  const label = config.title || config.configKey || config.id
  return (
    <RecordCard
      title={label}
      details={[`Updated ${formatStamp(config.updateStamp)} · Created ${formatStamp(config.createdStamp)}`]}
    >
      <fetcher.Form method="post" action={appConfigsPath} noValidate aria-label={`Edit ${label}`}>
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={config.id} />
        <ConfigFields config={config} form={form} />
        <FormFeedback form={form} sx={{ mt: 1 }} />
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <SubmitButton label="Save" form={form} />
          <Button type="button" color="error" onClick={onDelete}>
            Delete
          </Button>
          <PageLink to={`${appConfigsPath}/${config.id}`} sx={{ alignSelf: 'center' }}>
            Link to this config
          </PageLink>
        </Stack>
      </fetcher.Form>
    </RecordCard>
  )
}

function NewAppConfig() {
  const { fetcher, form } = useFetcherForm<typeof action>()
  // A fresh, empty form after each successful create.
  const formKey = form.result?.ok ? form.result.data.id : 'new'
  return (
    <Card variant="outlined" component="section" aria-labelledby="new-app-config-heading">
      <CardContent>
        <Typography id="new-app-config-heading" variant="h6" component="h2">
          New app config
        </Typography>
        <Typography variant="body2">
          Fields marked * are required. Config content must be valid JSON.
        </Typography>
        <fetcher.Form
          key={formKey}
          method="post"
          action={appConfigsPath}
          noValidate
          aria-label="New app config"
        >
          <input type="hidden" name="intent" value="create" />
          <ConfigFields form={form} />
          <FormFeedback form={form} sx={{ mt: 1 }} />
          <SubmitButton label="Create" form={form} sx={{ mt: 1 }} />
        </fetcher.Form>
      </CardContent>
    </Card>
  )
}

export function AppConfigsPage({ data: loaded }: { data: AppConfigsData }) {
  // The page's own action answers only the Delete Warning; the cards post through their fetchers.
  const deleted = useFormResult<typeof action>()
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null)
  return (
    <Box sx={{ py: 3, maxWidth: 880 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        App Configs
      </Typography>
      {loaded.selectedId && <PageLink to={appConfigsPath}>All app configs</PageLink>}
      <FormFeedback form={deleted} sx={{ mt: 1 }} />
      <Stack spacing={2} sx={{ mt: 2 }}>
        {loaded.configs.length === 0 && <Typography>No app configs yet.</Typography>}
        {loaded.configs.map((config) => (
          <AppConfigCard
            key={config.id}
            config={config}
            onDelete={() => setDeleting({ id: config.id, title: config.title || config.configKey })}
          />
        ))}
        {!loaded.selectedId && <NewAppConfig />}
      </Stack>
      <DeleteByIdDialog
        target={deleting}
        collection="appConfigs"
        onClose={() => setDeleting(null)}
        action={appConfigsPath}
      />
    </Box>
  )
}

export function Component() {
  return <AppConfigsPage data={useLoaderData<typeof loader>()} />
}
