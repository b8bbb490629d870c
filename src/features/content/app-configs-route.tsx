import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import {
  data,
  Link as RouterLink,
  useActionData,
  useFetcher,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom'
import { DeleteDialog } from '../../components/delete-dialog.tsx'
import { FormField } from '../../components/form-field.tsx'
import { appConfigs } from '../../lib/data/app-configs.ts'
import { firebase } from '../../lib/firebase.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import { hasErrors, type FieldErrors } from '../../shared/field-errors.ts'
import type { AppConfig } from '../../shared/schemas/app-config.ts'
import { readAppConfigDraft, validateAppConfigDraft } from './app-config-draft.ts'
import { takenByOther } from './config-fields.ts'

export const appConfigsPath = '/app-configs'
const listLimit = 200

export interface AppConfigsData {
  configs: AppConfig[]
  /** The config the address names (/app-configs/{id}); the page shows only it. */
  selectedId: string | null
}

export type AppConfigsActionResult =
  | { intent: 'create' | 'update'; ok: true; id: string }
  | { intent: 'delete'; ok: true; title: string }
  | { intent: string; ok: false; errors: FieldErrors; formError: string }

export async function loader({ params }: LoaderFunctionArgs): Promise<AppConfigsData> {
  firebase()
  const selectedId = params['appConfigsId'] ?? null
  if (selectedId) {
    const config = await appConfigs.get(selectedId)
    if (!config)
      throw data(`There is no app config with id "${selectedId}".`, { status: 404, statusText: 'Not Found' })
    return { configs: [config], selectedId }
  }
  const configs = await appConfigs.query({ limit: listLimit })
  configs.sort((a, b) => a.title.localeCompare(b.title))
  return { configs, selectedId }
}

function failed(
  intent: string,
  errors: FieldErrors,
  formError = 'Nothing was saved: please fix the marked fields.',
) {
  return { intent, ok: false as const, errors, formError }
}

export async function action({ request }: ActionFunctionArgs): Promise<AppConfigsActionResult> {
  firebase()
  const formData = await request.formData()
  const intent = String(formData.get('intent') ?? '')
  const id = String(formData.get('id') ?? '')
  if (intent === 'delete') {
    const config = id ? await appConfigs.get(id) : null
    if (!config) return failed(intent, {}, 'This app config no longer exists.')
    await appConfigs.remove(id)
    return { intent, ok: true, title: config.title || config.configKey }
  }
  if (intent !== 'create' && intent !== 'update') return failed(intent, {}, 'Unknown request.')
  if (intent === 'update' && !id) return failed(intent, {}, 'The request named no app config.')
  const draft = readAppConfigDraft(formData)
  const sameKey = draft.configKey
    ? await appConfigs.query({ where: [['configKey', draft.configKey]], limit: 2 })
    : []
  const errors = validateAppConfigDraft(draft, takenByOther(sameKey, intent === 'update' ? id : undefined))
  if (hasErrors(errors)) return failed(intent, errors)
  if (intent === 'create') return { intent, ok: true, id: await appConfigs.create(draft) }
  await appConfigs.update(id, draft)
  return { intent, ok: true, id }
}

function ConfigFields({ config, errors }: { config?: AppConfig; errors: FieldErrors }) {
  return (
    <>
      <FormField label="Title" name="title" required defaultValue={config?.title} error={errors['title']} />
      <FormField
        label="Config key"
        name="configKey"
        required
        defaultValue={config?.configKey}
        error={errors['configKey']}
      />
      <FormField
        label="Config content (JSON)"
        name="configContent"
        required
        multiline
        minRows={3}
        defaultValue={config?.configContent}
        error={errors['configContent']}
      />
      <FormField
        label="Note"
        name="noteText"
        multiline
        minRows={2}
        defaultValue={config?.noteText}
        error={errors['noteText']}
      />
    </>
  )
}

function ResultAlert({ result }: { result?: AppConfigsActionResult }) {
  if (!result) return null
  if (!result.ok) {
    return (
      <Alert severity="error" sx={{ mt: 1 }}>
        {result.formError}
      </Alert>
    )
  }
  return (
    <Alert severity="success" role="status" sx={{ mt: 1 }}>
      {result.intent === 'delete' ? `Deleted "${result.title}".` : 'Saved.'}
    </Alert>
  )
}

function AppConfigCard({ config, onDelete }: { config: AppConfig; onDelete: () => void }) {
  const fetcher = useFetcher<AppConfigsActionResult>()
  const result = fetcher.data
  const errors = result && !result.ok ? result.errors : {}
  const label = config.title || config.configKey || config.id
  return (
    <Card variant="outlined" component="article" aria-label={label}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Updated {formatStamp(config.updateStamp)} · Created {formatStamp(config.createdStamp)}
        </Typography>
        <fetcher.Form method="post" action={appConfigsPath} noValidate aria-label={`Edit ${label}`}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={config.id} />
          <ConfigFields config={config} errors={errors} />
          <ResultAlert result={result} />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button type="submit" variant="contained" disabled={fetcher.state !== 'idle'}>
              Save
            </Button>
            <Button type="button" color="error" onClick={onDelete}>
              Delete
            </Button>
            <Link component={RouterLink} to={`${appConfigsPath}/${config.id}`} sx={{ alignSelf: 'center' }}>
              Link to this config
            </Link>
          </Stack>
        </fetcher.Form>
      </CardContent>
    </Card>
  )
}

function NewAppConfig() {
  const fetcher = useFetcher<AppConfigsActionResult>()
  const result = fetcher.data
  const errors = result && !result.ok ? result.errors : {}
  // A fresh, empty form after each successful create.
  const formKey = result?.ok ? result.intent + ('id' in result ? result.id : '') : 'new'
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
          <ConfigFields errors={errors} />
          <ResultAlert result={result} />
          <Button type="submit" variant="contained" disabled={fetcher.state !== 'idle'} sx={{ mt: 1 }}>
            Create
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  )
}

export function AppConfigsPage({
  data: loaded,
  result,
}: {
  data: AppConfigsData
  result?: AppConfigsActionResult
}) {
  const [deleting, setDeleting] = useState<string | null>(null)
  return (
    <Box sx={{ py: 3, maxWidth: 880 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        App Configs
      </Typography>
      {loaded.selectedId && (
        <Link component={RouterLink} to={appConfigsPath}>
          All app configs
        </Link>
      )}
      {result?.intent === 'delete' && <ResultAlert result={result} />}
      <Stack spacing={2} sx={{ mt: 2 }}>
        {loaded.configs.length === 0 && <Typography>No app configs yet.</Typography>}
        {loaded.configs.map((config) => (
          <AppConfigCard key={config.id} config={config} onDelete={() => setDeleting(config.id)} />
        ))}
        {!loaded.selectedId && <NewAppConfig />}
      </Stack>
      <DeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        action={appConfigsPath}
        fields={{ intent: 'delete', id: deleting ?? '' }}
      />
    </Box>
  )
}

export function Component() {
  return (
    <AppConfigsPage
      data={useLoaderData<typeof loader>()}
      result={useActionData() as AppConfigsActionResult | undefined}
    />
  )
}
