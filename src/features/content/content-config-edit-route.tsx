import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import { EditorFrame, EditorNotices, EditorToolbar } from '../../components/editor-frame.tsx'
import { keepPageAfterFailedSave } from '../../components/form-result.ts'
import { PageLink } from '../../components/page-link.tsx'
import { useEditor } from '../../components/use-editor.ts'
import { contentConfigs } from '../../lib/data/content-configs.ts'
import { forms } from '../../lib/data/forms.ts'
import { firebase } from '../../lib/firebase.ts'
import { saveFailedMessage, saveOrFailure } from '../../lib/data/save-failure.ts'
import { failed, submittedValues, succeeded, type ActionResult } from '../../shared/action-result.ts'
import { hasErrors } from '../../shared/field-errors.ts'
import type { ContentConfig } from '../../shared/schemas/content-config.ts'
import type { Form as FormRecord, Question } from '../../shared/schemas/form.ts'
import { BlockListEditor } from './block-list-editor.tsx'
import { blockErrorsOf, blockFieldErrors, blockQuestions, readBlocks } from './content-blocks.ts'
import { takenByOther } from './config-fields.ts'
import { readContentConfigMeta, validateContentConfigMeta } from './content-config-draft.ts'
import { notFound } from '../../lib/not-found.ts'

export interface ContentConfigEditData {
  config: Omit<ContentConfig, 'id'> & { id: string | null }
  /** The form found by the config's formKey (null: none yet). */
  form: Pick<FormRecord, 'id' | 'title' | 'questions'> | null
}

async function formFor(formKey: string): Promise<FormRecord | null> {
  return formKey ? forms.getByKey('formKey', formKey) : null
}

/** The config's own fields, above its note and blocks. */
const metaFields = [
  { label: 'Title', name: 'title', required: true },
  { label: 'Config key', name: 'configKey', required: true },
  { label: 'Form key', name: 'formKey', required: true },
  { label: 'Label key', name: 'labelKey', required: false },
] as const

export async function loader({ params }: LoaderFunctionArgs): Promise<ContentConfigEditData> {
  firebase()
  const id = params['contentConfigsId']
  if (!id) return { config: { ...contentConfigs.blank(), id: null }, form: null }
  const config = await contentConfigs.get(id)
  if (!config) throw notFound(`There is no content config with id "${id}".`)
  const form = await formFor(config.formKey)
  return { config, form: form && { id: form.id, title: form.title, questions: form.questions } }
}

// Everything is validated before the single write (one document holds meta and blocks): nothing partial is stored.
export const shouldRevalidate = keepPageAfterFailedSave

export async function action({ request, params }: ActionFunctionArgs): Promise<ActionResult | Response> {
  firebase()
  const id = params['contentConfigsId']
  const formData = await request.formData()
  const values = submittedValues(formData)
  const meta = readContentConfigMeta(formData)
  return saveOrFailure(
    { editor: 'content config editor', collection: contentConfigs.name, id },
    values,
    async () => {
      const [stored, form, sameKey] = await Promise.all([
        id ? contentConfigs.get(id) : null,
        formFor(meta.formKey),
        meta.configKey ? contentConfigs.query({ where: [['configKey', meta.configKey]], limit: 2 }) : [],
      ])
      // Deleted elsewhere while it was being edited: said beside the form, with everything typed kept.
      if (id && !stored) return failed({ formError: saveFailedMessage({ code: 'not-found' }) }, values)
      const errors = validateContentConfigMeta(meta, { configKeyTaken: takenByOther(sameKey, id), form })
      const { blocks, errors: blockErrors } = readBlocks(
        formData,
        form?.questions ?? [],
        stored?.contentBlocks ?? [],
      )
      if (hasErrors(errors) || hasErrors(blockErrors)) {
        return failed(
          {
            fieldErrors: { ...errors, ...blockFieldErrors(blockErrors) },
            formError: 'Nothing was saved: please fix the marked fields.',
          },
          values,
        )
      }
      const record = { ...meta, contentBlocks: blocks }
      if (!id) return redirect(`/content-config-edit/${await contentConfigs.create(record)}`)
      await contentConfigs.update(id, record)
      return succeeded(undefined, 'Saved.')
    },
  )
}

export function ContentConfigEdit({ data: loaded }: { data: ContentConfigEditData }) {
  const { config, form } = loaded
  const editor = useEditor<typeof action>(config, { stampPlacement: 'title' })
  const result = editor.form
  const blockErrors = blockErrorsOf(result.fieldErrors)
  const questions: Question[] = form ? blockQuestions(form.questions) : []
  const skipped = form ? form.questions.length - questions.length : 0
  return (
    <EditorFrame
      record={config}
      title={config.id ? `Content config: ${config.title || config.configKey}` : 'New content config'}
      maxWidth={880}
      editor={editor}
      shownOnPublicPages
      links={
        <PageLink to="/content-configs" sx={{ display: 'block' }}>
          All content configs
        </PageLink>
      }
    >
      <Form method="post" encType="multipart/form-data" noValidate aria-label="Content config editor">
        {metaFields.map((meta) => (
          <FormField
            key={meta.name}
            label={meta.label}
            required={meta.required}
            {...result.field(meta.name, config[meta.name])}
          />
        ))}
        <FormField label="Note" multiline minRows={2} {...result.field('noteText', config.noteText)} />
        {form ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Blocks answer the questions of the form{' '}
            <PageLink to={`/edit-form/${form.id}`}>{form.title || config.formKey}</PageLink>.
            {skipped > 0 &&
              ` ${skipped} address-list question(s) cannot be used in blocks and are not shown.`}{' '}
            After changing the form key, save: the blocks then show the new form's questions.
          </Typography>
        ) : (
          <Alert severity="info" sx={{ mt: 1 }}>
            {config.formKey
              ? `No form has the form key "${config.formKey}". Blocks are kept as stored; create that form to edit them.`
              : 'Enter the form key of the form whose questions the blocks answer, then save to edit blocks.'}
          </Alert>
        )}
        {form && (
          <BlockListEditor
            blocks={config.contentBlocks}
            questions={questions}
            labelKey={config.labelKey}
            errors={blockErrors}
            onUploadingChange={editor.setUploading}
          />
        )}
        {!form &&
          config.contentBlocks.map((block) => (
            <input key={block.id} type="hidden" name="blockId" value={block.id} />
          ))}
        <EditorNotices editor={editor} />
        <EditorToolbar editor={editor} placement="bottom" canReset />
      </Form>
    </EditorFrame>
  )
}

export function Component() {
  return <ContentConfigEdit data={useLoaderData<typeof loader>()} />
}
