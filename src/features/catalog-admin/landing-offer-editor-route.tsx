import { Form, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { EditorFrame, EditorNotices, EditorToolbar } from '../../components/editor-frame.tsx'
import { keepPageAfterFailedSave } from '../../components/form-result.ts'
import { useEditor } from '../../components/use-editor.ts'
import { landingOffers } from '../../lib/data/landing-offers.ts'
import type { LandingOffer } from '../../shared/schemas/landing-offer.ts'
import { parseOfferForm } from './catalog-forms.ts'
import { CatalogImageField, DescriptionField, PriceField, TagsField, TitleField } from './catalog-fields.tsx'
import type { ActionFailure } from '../../shared/action-result.ts'
import { loadEditorRecord, saveEditorForm } from './editor-data.ts'

// /landing-offer/:landingOffersId? (admin): create or edit a landing offer, then back to its own editor.

export async function loader({ params }: LoaderFunctionArgs): Promise<{ record: LandingOffer | null }> {
  const record = await loadEditorRecord(
    landingOffers,
    params['landingOffersId'],
    'This offer does not exist (it may have been deleted).',
  )
  return { record }
}

export const shouldRevalidate = keepPageAfterFailedSave

export async function action({ request, params }: ActionFunctionArgs): Promise<ActionFailure | Response> {
  return saveEditorForm(request, parseOfferForm, {
    id: params['landingOffersId'],
    store: landingOffers,
    editorPath: '/landing-offer',
    editorName: 'landing offer editor',
  })
}

export function Component() {
  const { record } = useLoaderData<typeof loader>()
  const editor = useEditor<typeof action>(record)
  return (
    <EditorFrame
      record={record}
      title={record ? 'Edit Landing Offer' : 'New Landing Offer'}
      maxWidth={800}
      editor={editor}
      deleteFrom={{ collection: 'landingOffers', afterDelete: '/landing-offers' }}
    >
      <Form method="post" noValidate aria-label="Landing offer">
        <EditorNotices editor={editor} />
        <TitleField defaultValue={record?.title ?? ''} form={editor.form} />
        <DescriptionField defaultValue={record?.description ?? ''} minRows={4} form={editor.form} />
        <PriceField defaultValue={record ? String(record.price) : ''} form={editor.form} />
        <TagsField tags={record?.tags} form={editor.form} />
        <CatalogImageField label="Offer image" record={record} editor={editor} />
        <EditorToolbar editor={editor} canDelete={record !== null} placement="bottom" />
      </Form>
    </EditorFrame>
  )
}
