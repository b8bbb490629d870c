import { Form, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom'
import { landingOffers } from '../../lib/data/landing-offers.ts'
import type { LandingOffer } from '../../shared/schemas/landing-offer.ts'
import { parseOfferForm, type EditorActionData } from './catalog-forms.ts'
import { CatalogImageField, DescriptionField, PriceField, TagsField, TitleField } from './catalog-fields.tsx'
import { loadEditorRecord, saveEditorRecord } from './editor-data.ts'
import { EditorFrame, EditorToolbar } from './editor-frame.tsx'
import { FormErrorNotice } from './editor-notices.tsx'
import { useCatalogEditor } from './use-catalog-editor.ts'

// /landing-offer/:landingOffersId? (admin): create or edit a landing offer, then back to its own editor.

export async function loader({ params }: LoaderFunctionArgs): Promise<{ record: LandingOffer | null }> {
  const record = await loadEditorRecord(
    landingOffers,
    params['landingOffersId'],
    'This offer does not exist (it may have been deleted).',
  )
  return { record }
}

export async function action({ request, params }: ActionFunctionArgs): Promise<EditorActionData | Response> {
  const parsed = parseOfferForm(await request.formData())
  if (!parsed.ok) return { errors: parsed.errors }
  return saveEditorRecord({
    id: params['landingOffersId'],
    values: parsed.value,
    store: landingOffers,
    editorPath: '/landing-offer',
    editorName: 'landing offer editor',
  })
}

export function Component() {
  const { record } = useLoaderData<typeof loader>()
  const editor = useCatalogEditor(record)
  const { errors } = editor
  return (
    <EditorFrame
      record={record}
      title={record ? 'Edit Landing Offer' : 'New Landing Offer'}
      maxWidth={800}
      editor={editor}
      deleteCollection="landingOffers"
      afterDelete="/landing-offers"
    >
      <Form method="post" noValidate aria-label="Landing offer">
        <FormErrorNotice result={editor.result} />
        <TitleField defaultValue={record?.title ?? ''} errors={errors} />
        <DescriptionField defaultValue={record?.description ?? ''} minRows={4} errors={errors} />
        <PriceField defaultValue={record ? String(record.price) : ''} errors={errors} />
        <TagsField tags={record?.tags} errors={errors} />
        <CatalogImageField
          label="Offer image"
          defaultValue={record?.image ?? ''}
          errors={errors}
          onUploadingChange={editor.setUploading}
        />
        <EditorToolbar editor={editor} canDelete={record !== null} placement="bottom" />
      </Form>
    </EditorFrame>
  )
}
