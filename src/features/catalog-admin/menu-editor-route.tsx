import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
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
import { menus } from '../../lib/data/menus.ts'
import { formatPrice } from '../../shared/money.ts'
import type { Menu } from '../../shared/schemas/menu.ts'
import { lastUpdatedStamp, parseMenuForm, saveFailedMessage, type EditorActionData } from './catalog-forms.ts'

// /menu-edit/:menuId? (admin): a menu and the packages attached to it. The menu holds the links
// (addedChefPackages); a package's editor lists its menus from them, and deleting a package removes it from every
// menu in one batch (deleteChefPackageCallable), so both sides always agree.

interface PackageOption {
  id: string
  title: string
  price: number
  publicMenu: boolean
}

interface LoaderData {
  record: Menu | null
  packages: PackageOption[]
  packagesProblem?: string
}

export const packagePickerLimit = 500

async function loadPackages(): Promise<Pick<LoaderData, 'packages' | 'packagesProblem'>> {
  try {
    const list = await chefPackages.query({ limit: packagePickerLimit })
    return {
      packages: list
        .map(({ id, title, price, publicMenu }) => ({ id, title, price, publicMenu }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    }
  } catch (error) {
    console.error('menu editor: could not load packages', {
      collection: 'chefPackages',
      code: (error as { code?: string } | null)?.code,
    })
    return {
      packages: [],
      packagesProblem: 'The package list could not be loaded; attached packages are kept.',
    }
  }
}

export async function loader({ params }: LoaderFunctionArgs): Promise<LoaderData> {
  const id = params['menuId']
  const [record, packages] = await Promise.all([id ? menus.get(id) : Promise.resolve(null), loadPackages()])
  if (id && !record)
    throw data('This menu does not exist (it may have been deleted).', {
      status: 404,
      statusText: 'Not Found',
    })
  return { record, ...packages }
}

export async function action({ request, params }: ActionFunctionArgs): Promise<EditorActionData | Response> {
  const id = params['menuId']
  const parsed = parseMenuForm(await request.formData())
  if (!parsed.ok) return { errors: parsed.errors }
  // The title is also the menu's label (spec 3).
  const values = { ...parsed.value, label: parsed.value.title }
  try {
    if (id) {
      await menus.update(id, values)
      return redirect(`/menu-edit/${encodeURIComponent(id)}?saved=1`)
    }
    const newId = await menus.create(values)
    return redirect(`/menu-edit/${encodeURIComponent(newId)}?saved=1`)
  } catch (error) {
    console.error('menu editor: save failed', {
      collection: 'menus',
      id: id ?? '(new)',
      code: (error as { code?: string } | null)?.code,
      name: (error as Error | null)?.name,
    })
    return { errors: {}, formError: saveFailedMessage(error) }
  }
}

function PackagePicker({
  options,
  initial,
  problem,
  error,
}: {
  options: readonly PackageOption[]
  initial: readonly string[]
  problem?: string
  error?: string
}) {
  const [selected, setSelected] = useState<PackageOption[]>(() =>
    initial.map(
      (id) =>
        options.find((option) => option.id === id) ?? {
          id,
          title: `(missing package ${id})`,
          price: 0,
          publicMenu: false,
        },
    ),
  )
  return (
    <>
      {selected.map((option) => (
        <input key={option.id} type="hidden" name="addedChefPackages" value={option.id} />
      ))}
      <Autocomplete
        multiple
        options={options as PackageOption[]}
        value={selected}
        onChange={(_event, value) => setSelected(value)}
        getOptionLabel={(option) =>
          `${option.title} (${formatPrice(option.price)}${option.publicMenu ? '' : ', private'})`
        }
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Packages in this menu"
            margin="dense"
            error={Boolean(error ?? problem)}
            helperText={error ?? problem ?? 'Type to search packages by title.'}
          />
        )}
      />
    </>
  )
}

export function Component() {
  const { record, packages, packagesProblem } = useLoaderData() as LoaderData
  const result = useActionData() as EditorActionData | undefined
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [uploading, setUploading] = useState(false)
  const errors = result?.errors ?? {}
  const saving = navigation.state === 'submitting'
  const stamp = lastUpdatedStamp(record)

  return (
    <Box key={record?.id ?? 'new'} sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {record ? 'Edit Menu' : 'Create Menu'}
      </Typography>
      {searchParams.get('saved') === '1' && !result && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Saved.
        </Alert>
      )}
      <Form method="post" noValidate aria-label="Menu">
        {(result?.formError || Object.keys(errors).length > 0) && (
          <Alert severity="error" sx={{ my: 1 }} role="alert">
            {result?.formError ?? 'Please correct the fields marked below.'}
          </Alert>
        )}
        <FormField
          label="Title"
          name="title"
          required
          defaultValue={record?.title ?? 'menu'}
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
        <FormField
          label="Tags (comma-separated)"
          name="tags"
          defaultValue={(record?.tags ?? []).join(', ')}
          error={errors['tags']}
        />
        <ImageUploadField
          name="image"
          label="Menu image"
          purpose="catalog"
          defaultValue={record?.image ?? ''}
          error={errors['image']}
          onUploadingChange={setUploading}
        />
        <PackagePicker
          options={packages}
          initial={record?.addedChefPackages ?? []}
          problem={packagesProblem}
          error={errors['addedChefPackages']}
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
          action={`/delete-item/menus/${encodeURIComponent(record.id)}`}
          fields={{ redirectLink: '/menu-management' }}
        />
      )}
    </Box>
  )
}
