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
import { chefPackages } from '../../lib/data/chef-packages.ts'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import {
  lastUpdatedStamp,
  newPackageDefaults,
  parsePackageForm,
  placeholderImage,
  saveFailedMessage,
  type EditorActionData,
} from './catalog-forms.ts'
import {
  AttachedMenusPanel,
  PackageDetailsList,
  VisibilityControls,
  type UserOption,
} from './package-editor-parts.tsx'

// /package-create/:chefPackageId? (admin): create or edit a chef package. Saving without an id creates the
// package and redirects to its editor (spec 4).

interface LoaderData {
  record: ChefPackage | null
  users: UserOption[]
  usersProblem?: string
}

export const userPickerLimit = 500

async function loadUsers(): Promise<Pick<LoaderData, 'users' | 'usersProblem'>> {
  try {
    const profiles = await userProfiles.query({ limit: userPickerLimit })
    return {
      users: profiles
        .map((profile) => ({
          id: profile.id,
          email: profile.email,
          name: `${profile.firstName} ${profile.lastName}`.trim(),
        }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    }
  } catch (error) {
    console.error('package editor: could not load user profiles', {
      collection: 'userProfiles',
      code: (error as { code?: string } | null)?.code,
    })
    return { users: [], usersProblem: 'The user list could not be loaded; saved users are kept.' }
  }
}

export async function loader({ params }: LoaderFunctionArgs): Promise<LoaderData> {
  const id = params['chefPackageId']
  const [record, users] = await Promise.all([id ? chefPackages.get(id) : Promise.resolve(null), loadUsers()])
  if (id && !record)
    throw data('This package does not exist (it may have been deleted).', {
      status: 404,
      statusText: 'Not Found',
    })
  return { record, ...users }
}

export async function action({ request, params }: ActionFunctionArgs): Promise<EditorActionData | Response> {
  const id = params['chefPackageId']
  const parsed = parsePackageForm(await request.formData())
  if (!parsed.ok) return { errors: parsed.errors }
  try {
    if (id) {
      await chefPackages.update(id, parsed.value)
      return redirect(`/package-create/${encodeURIComponent(id)}?saved=1`)
    }
    const newId = await chefPackages.create(parsed.value)
    return redirect(`/package-create/${encodeURIComponent(newId)}?saved=1`)
  } catch (error) {
    console.error('package editor: save failed', {
      collection: 'chefPackages',
      id: id ?? '(new)',
      code: (error as { code?: string } | null)?.code,
      name: (error as Error | null)?.name,
    })
    return { errors: {}, formError: saveFailedMessage(error) }
  }
}

export function Component() {
  const { record, users, usersProblem } = useLoaderData() as LoaderData
  const result = useActionData() as EditorActionData | undefined
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [uploading, setUploading] = useState(false)
  const errors = result?.errors ?? {}
  const saving = navigation.state === 'submitting'
  const stamp = lastUpdatedStamp(record)
  const hasErrors = Object.keys(errors).length > 0

  return (
    <Box key={record?.id ?? 'new'} sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {record ? 'Edit Package' : 'Create Package'}
      </Typography>
      {searchParams.get('saved') === '1' && !result && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Saved.
        </Alert>
      )}
      <Form method="post" noValidate aria-label="Package">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
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
        {(result?.formError || hasErrors) && (
          <Alert severity="error" sx={{ my: 1 }} role="alert">
            {result?.formError ?? 'Please correct the fields marked below.'}
          </Alert>
        )}
        <FormField
          label="Title"
          name="title"
          required
          defaultValue={record?.title ?? newPackageDefaults.title}
          error={errors['title']}
        />
        <FormField
          label="Description"
          name="description"
          multiline
          minRows={3}
          defaultValue={record?.description ?? ''}
          error={errors['description']}
        />
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
          <FormField
            label="Price ($)"
            name="price"
            type="number"
            required
            defaultValue={String(record?.price ?? newPackageDefaults.price)}
            error={errors['price']}
          />
          <FormField
            label="Tags (comma-separated)"
            name="tags"
            defaultValue={(record?.tags ?? []).join(', ')}
            error={errors['tags']}
          />
        </Box>
        <ImageUploadField
          name="image"
          label="Package image"
          purpose="catalog"
          defaultValue={record ? record.image : placeholderImage}
          error={errors['image']}
          onUploadingChange={setUploading}
        />
        <VisibilityControls
          initialPublic={record?.publicMenu ?? true}
          initialUsers={record?.addedUsers ?? []}
          users={users}
          usersProblem={usersProblem}
        />
        <PackageDetailsList initial={record?.packageDetails ?? []} errors={errors} />
        <Button type="submit" variant="contained" disabled={saving || uploading}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </Form>
      {record && <AttachedMenusPanel packageId={record.id} />}
      {record && (
        <DeleteDialog
          open={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          action={`/delete-item/chefPackages/${encodeURIComponent(record.id)}`}
          fields={{ redirectLink: '/package-management' }}
        />
      )}
    </Box>
  )
}
