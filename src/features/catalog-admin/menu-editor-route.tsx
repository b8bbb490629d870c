import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Form, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { EditorFrame, EditorNotices, EditorToolbar } from '../../components/editor-frame.tsx'
import { keepPageAfterFailedSave } from '../../components/form-result.ts'
import { useEditor, type Editor } from '../../components/use-editor.ts'
import { packagesForPicker } from '../../lib/data/chef-packages.ts'
import { menus } from '../../lib/data/menus.ts'
import { formatPrice } from '../../shared/money.ts'
import type { Menu } from '../../shared/schemas/menu.ts'
import { parseMenuForm } from './catalog-forms.ts'
import { CatalogImageField, DescriptionField, TagsField, TitleField } from './catalog-fields.tsx'
import type { ActionFailure } from '../../shared/action-result.ts'
import { loadEditorRecord, saveEditorForm } from './editor-data.ts'
import { AddedUsersPicker, loadUserOptions, type UserOption } from './added-users-picker.tsx'

// /menu-edit/:menuId? (admin): a menu and the packages attached to it. The menu holds the links
// (addedChefPackages); a package's editor lists its menus from them, and deleting a package removes it from every
// menu in one batch (deleteChefPackageCallable), so both sides always agree. A new menu is saved as a draft that
// only admins see; Publish shows it in the shop, on the landing page and to its added users.

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
  users: UserOption[]
  usersProblem?: string
}

async function loadPackages(): Promise<Pick<LoaderData, 'packages' | 'packagesProblem'>> {
  try {
    return {
      packages: await packagesForPicker(({ id, title, price, publicMenu }) => ({
        id,
        title,
        price,
        publicMenu,
      })),
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
  const [record, packages, users] = await Promise.all([
    loadEditorRecord(menus, params['menuId'], 'This menu does not exist (it may have been deleted).'),
    loadPackages(),
    loadUserOptions('menu editor'),
  ])
  return { record, ...packages, ...users }
}

export const shouldRevalidate = keepPageAfterFailedSave

// The title is also the menu's label (docs/product.md, Entities).
function parseMenuWithLabel(formData: FormData) {
  const parsed = parseMenuForm(formData)
  return parsed.ok ? { ok: true as const, value: { ...parsed.value, label: parsed.value.title } } : parsed
}

export async function action({ request, params }: ActionFunctionArgs): Promise<ActionFailure | Response> {
  return saveEditorForm(request, parseMenuWithLabel, {
    id: params['menuId'],
    store: menus,
    editorPath: '/menu-edit',
    editorName: 'menu editor',
  })
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

/** Draft or Published, and the button that saves the menu and switches it. */
function PublicationControls({ published, editor }: { published: boolean; editor: Editor }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', my: 2 }}>
      <input type="hidden" name="published" value={String(published)} />
      <Chip label={published ? 'Published' : 'Draft'} color={published ? 'success' : 'default'} />
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
        {published
          ? 'Visitors and customers see this menu.'
          : 'A draft: only admins see it until it is published.'}
      </Typography>
      <Button
        type="submit"
        name="publication"
        value={published ? 'unpublish' : 'publish'}
        variant="outlined"
        disabled={editor.saveDisabled}
      >
        {published ? 'Unpublish' : 'Publish'}
      </Button>
    </Box>
  )
}

export function Component() {
  const { record, packages, packagesProblem, users, usersProblem } = useLoaderData<typeof loader>()
  const editor = useEditor<typeof action>(record)
  const errors = editor.form.fieldErrors

  return (
    <EditorFrame
      record={record}
      title={record ? 'Edit Menu' : 'Create Menu'}
      maxWidth={900}
      editor={editor}
      shownOnPublicPages
      deleteFrom={{ collection: 'menus', afterDelete: '/menu-management' }}
    >
      <Form method="post" noValidate aria-label="Menu">
        <EditorNotices editor={editor} />
        <PublicationControls published={record?.published ?? false} editor={editor} />
        <TitleField defaultValue={record?.title ?? 'menu'} form={editor.form} />
        <DescriptionField defaultValue={record?.description ?? ''} minRows={3} form={editor.form} />
        <TagsField tags={record?.tags} form={editor.form} />
        <CatalogImageField label="Menu image" record={record} editor={editor} />
        <PackagePicker
          options={packages}
          initial={record?.addedChefPackages ?? []}
          problem={packagesProblem}
          error={errors['addedChefPackages']}
        />
        <AddedUsersPicker
          initialUsers={record?.addedUsers ?? []}
          users={users}
          usersProblem={usersProblem}
          helperText="These customers find the menu among their menus once it is published."
        />
        <EditorToolbar editor={editor} canDelete={record !== null} placement="bottom" />
      </Form>
    </EditorFrame>
  )
}
