import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import {
  data,
  Form,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom'
import { DeleteDialog } from '../../components/delete-dialog.tsx'
import { FormField } from '../../components/form-field.tsx'
import { formatStamp } from '../../lib/format-stamp.ts'
import { ImageUploadField } from '../../components/image-upload-field.tsx'
import { landingOffers } from '../../lib/data/landing-offers.ts'
import type { LandingOffer } from '../../shared/schemas/landing-offer.ts'
import {
  lastUpdatedStamp,
  parseOfferForm,
  saveFailedMessage,
  type EditorActionData,
} from './catalog-forms.ts'

// /landing-offer/:landingOffersId? (admin): create or edit a landing offer, then back to its own editor.

export async function loader({ params }: LoaderFunctionArgs): Promise<{ record: LandingOffer | null }> {
  const id = params['landingOffersId']
  const record = id ? await landingOffers.get(id) : null
  if (id && !record)
    throw data('This offer does not exist (it may have been deleted).', {
      status: 404,
      statusText: 'Not Found',
    })
  return { record }
}

export async function action({ request, params }: ActionFunctionArgs): Promise<EditorActionData | Response> {
  const id = params['landingOffersId']
  const parsed = parseOfferForm(await request.formData())
  if (!parsed.ok) return { errors: parsed.errors }
  try {
    if (id) {
      await landingOffers.update(id, parsed.value)
      return redirect(`/landing-offer/${encodeURIComponent(id)}?saved=1`)
    }
    const newId = await landingOffers.create(parsed.value)
    return redirect(`/landing-offer/${encodeURIComponent(newId)}?saved=1`)
  } catch (error) {
    console.error('landing offer editor: save failed', {
      collection: 'landingOffers',
      id: id ?? '(new)',
      code: (error as { code?: string } | null)?.code,
      name: (error as Error | null)?.name,
    })
    return { errors: {}, formError: saveFailedMessage(error) }
  }
}

export function Component() {
  const { record } = useLoaderData() as { record: LandingOffer | null }
  const result = useActionData() as EditorActionData | undefined
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [uploading, setUploading] = useState(false)
  const errors = result?.errors ?? {}
  const saving = navigation.state === 'submitting'
  const stamp = lastUpdatedStamp(record)
  return (
    <Box key={record?.id ?? 'new'} sx={{ maxWidth: 800 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {record ? 'Edit Landing Offer' : 'New Landing Offer'}
      </Typography>
      {searchParams.get('saved') === '1' && !result && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Saved.
        </Alert>
      )}
      <Form method="post" noValidate aria-label="Landing offer">
        {(result?.formError || Object.keys(errors).length > 0) && (
          <Alert severity="error" sx={{ my: 1 }} role="alert">
            {result?.formError ?? 'Please correct the fields marked below.'}
          </Alert>
        )}
        <FormField
          label="Title"
          name="title"
          required
          defaultValue={record?.title ?? ''}
          error={errors['title']}
        />
        <FormField
          label="Description"
          name="description"
          multiline
          minRows={4}
          defaultValue={record?.description ?? ''}
          error={errors['description']}
        />
        <FormField
          label="Price ($)"
          name="price"
          type="number"
          required
          defaultValue={record ? String(record.price) : ''}
          error={errors['price']}
        />
        <FormField
          label="Tags (comma-separated)"
          name="tags"
          defaultValue={(record?.tags ?? []).join(', ')}
          error={errors['tags']}
        />
        <ImageUploadField
          name="image"
          label="Offer image"
          purpose="catalog"
          defaultValue={record?.image ?? ''}
          error={errors['image']}
          onUploadingChange={setUploading}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 2 }}>
          <Button type="submit" variant="contained" disabled={saving || uploading}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
          {record && (
            <Button color="error" variant="outlined" onClick={() => setConfirmingDelete(true)}>
              Delete
            </Button>
          )}
          {stamp !== undefined && (
            <Typography variant="body2" color="text.secondary">
              Last updated {formatStamp(stamp)}
            </Typography>
          )}
        </Box>
      </Form>
      {record && (
        <DeleteDialog
          open={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          action={`/delete-item/landingOffers/${encodeURIComponent(record.id)}`}
          fields={{ redirectLink: '/landing-offers' }}
        />
      )}
    </Box>
  )
}
