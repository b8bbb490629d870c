import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { Form, Link as RouterLink, redirect, useLoaderData, type ActionFunctionArgs } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import { useFormResult } from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { contentConfigs } from '../../lib/data/content-configs.ts'
import { forms } from '../../lib/data/forms.ts'
import { firebase } from '../../lib/firebase.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import { failed, submittedValues, type ActionFailure } from '../../shared/action-result.ts'
import { hasErrors } from '../../shared/field-errors.ts'
import { landingSettingsConfigKeys } from '../../shared/landing-settings.ts'
import type { ContentConfig } from '../../shared/schemas/content-config.ts'
import { takenByOther } from './config-fields.ts'
import { readContentConfigMeta, validateContentConfigMeta } from './content-config-draft.ts'

const landingSettingsKeys: ReadonlySet<string> = new Set(Object.values(landingSettingsConfigKeys))

const listLimit = 200

export type ConfigSummary = Pick<
  ContentConfig,
  'id' | 'title' | 'configKey' | 'formKey' | 'noteText' | 'updateStamp' | 'createdStamp'
> & {
  blockCount: number
}

export interface ContentConfigsData {
  configs: ConfigSummary[]
  formKeys: string[]
}

export async function loader(): Promise<ContentConfigsData> {
  firebase()
  const [configs, allForms] = await Promise.all([
    contentConfigs.query({ limit: listLimit }),
    forms.query({ limit: listLimit }),
  ])
  return {
    configs: configs
      .map(({ contentBlocks, ...config }) => ({
        id: config.id,
        title: config.title,
        configKey: config.configKey,
        formKey: config.formKey,
        noteText: config.noteText,
        updateStamp: config.updateStamp,
        createdStamp: config.createdStamp,
        blockCount: contentBlocks.length,
      }))
      .sort((a, b) => a.title.localeCompare(b.title)),
    formKeys: [...new Set(allForms.map((form) => form.formKey).filter(Boolean))].sort(),
  }
}

// New Config: validated in full, then one create; the editor of the new config opens next.
export async function action({ request }: ActionFunctionArgs): Promise<ActionFailure | Response> {
  firebase()
  const formData = await request.formData()
  const meta = readContentConfigMeta(formData)
  const [sameKey, form] = await Promise.all([
    meta.configKey ? contentConfigs.query({ where: [['configKey', meta.configKey]], limit: 1 }) : [],
    meta.formKey ? forms.getByKey('formKey', meta.formKey) : null,
  ])
  const errors = validateContentConfigMeta(meta, { configKeyTaken: takenByOther(sameKey, undefined), form })
  if (hasErrors(errors)) {
    const formError = 'Nothing was saved: please fix the marked fields.'
    return failed({ fieldErrors: errors, formError }, submittedValues(formData))
  }
  const id = await contentConfigs.create({ ...meta, contentBlocks: [] })
  return redirect(`/content-config-edit/${id}`)
}

export function ContentConfigsPage({ data }: { data: ContentConfigsData }) {
  const form = useFormResult<typeof action>()
  return (
    <Box sx={{ py: 3, maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Content Configs
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Site content (landing cards, downloads, menu list, contact links). Each config's blocks answer the
        questions of the form named by its form key.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {data.configs.map((config) => (
          <Card
            key={config.id}
            variant="outlined"
            component="article"
            aria-label={config.title || config.configKey}
          >
            <CardContent>
              <Typography variant="h6" component="h2">
                {config.title || '(untitled)'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Key {config.configKey} · form {config.formKey || '—'} · {config.blockCount}{' '}
                {config.blockCount === 1 ? 'block' : 'blocks'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {config.updateStamp ? 'Updated' : 'Created'}{' '}
                {formatStamp(config.updateStamp ?? config.createdStamp)}
              </Typography>
              {config.noteText && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {config.noteText}
                </Typography>
              )}
            </CardContent>
            <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
              {/* The landing keys are edited in words on the landing page settings; their blocks stay open here. */}
              {landingSettingsKeys.has(config.configKey) ? (
                <>
                  <Button
                    component={RouterLink}
                    to="/landing-settings"
                    variant="contained"
                    aria-label={`Edit on Landing Page: ${config.title || config.configKey}`}
                  >
                    Edit on Landing Page
                  </Button>
                  <Button
                    component={RouterLink}
                    to={`/content-config-edit/${config.id}`}
                    aria-label={`Edit blocks: ${config.title || config.configKey}`}
                  >
                    Edit blocks
                  </Button>
                </>
              ) : (
                <Button
                  component={RouterLink}
                  to={`/content-config-edit/${config.id}`}
                  aria-label={`Edit ${config.title || config.configKey}`}
                >
                  Edit
                </Button>
              )}
            </CardActions>
          </Card>
        ))}
      </Box>
      {data.configs.length === 0 && <Typography>No content configs yet.</Typography>}
      <Card
        variant="outlined"
        component="section"
        aria-labelledby="new-config-heading"
        sx={{ mt: 3, maxWidth: 720 }}
      >
        <CardContent>
          <Typography id="new-config-heading" variant="h6" component="h2">
            New Config
          </Typography>
          <Typography variant="body2">Fields marked * are required.</Typography>
          <Form method="post" noValidate aria-label="New content config">
            <FormField label="Title" required {...form.field('title')} />
            <FormField label="Config key" required {...form.field('configKey')} />
            <FormField label="Form key" required {...form.field('formKey')} />
            {data.formKeys.length > 0 && (
              <Typography variant="caption" color="text.secondary">
                Form keys in use: {data.formKeys.join(', ')}
              </Typography>
            )}
            <FormField label="Label key" {...form.field('labelKey')} />
            <FormField label="Note" multiline minRows={2} {...form.field('noteText')} />
            <FormFeedback form={form} sx={{ mt: 1 }} />
            <SubmitButton label="Create config" sx={{ mt: 1 }} />
          </Form>
        </CardContent>
      </Card>
    </Box>
  )
}

export function Component() {
  return <ContentConfigsPage data={useLoaderData<typeof loader>()} />
}
