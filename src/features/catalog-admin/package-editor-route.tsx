import Box from '@mui/material/Box'
import { Form, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom'
import { chefPackages } from '../../lib/data/chef-packages.ts'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import {
  newPackageDefaults,
  parsePackageForm,
  placeholderImage,
  type EditorActionData,
} from './catalog-forms.ts'
import { CatalogImageField, DescriptionField, PriceField, TagsField, TitleField } from './catalog-fields.tsx'
import { loadEditorRecord, saveEditorRecord } from './editor-data.ts'
import { EditorFrame, EditorToolbar, SaveButton } from './editor-frame.tsx'
import { FormErrorNotice } from './editor-notices.tsx'
import {
  AttachedMenusPanel,
  PackageDetailsList,
  VisibilityControls,
  type UserOption,
} from './package-editor-parts.tsx'
import { useCatalogEditor } from './use-catalog-editor.ts'

// /package-create/:chefPackageId? (admin): create or edit a chef package. Saving without an id creates the
// package and redirects to its editor.

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
  const [record, users] = await Promise.all([
    loadEditorRecord(
      chefPackages,
      params['chefPackageId'],
      'This package does not exist (it may have been deleted).',
    ),
    loadUsers(),
  ])
  return { record, ...users }
}

export async function action({ request, params }: ActionFunctionArgs): Promise<EditorActionData | Response> {
  const parsed = parsePackageForm(await request.formData())
  if (!parsed.ok) return { errors: parsed.errors }
  return saveEditorRecord({
    id: params['chefPackageId'],
    values: parsed.value,
    store: chefPackages,
    editorPath: '/package-create',
    editorName: 'package editor',
  })
}

export function Component() {
  const { record, users, usersProblem } = useLoaderData<typeof loader>()
  const editor = useCatalogEditor(record)
  const { errors } = editor

  // A long form: Save, Delete and the stamp sit above the fields, and a second Save below them.
  return (
    <EditorFrame
      record={record}
      title={record ? 'Edit Package' : 'Create Package'}
      maxWidth={900}
      editor={editor}
      deleteCollection="chefPackages"
      afterDelete="/package-management"
    >
      <Form method="post" noValidate aria-label="Package">
        <EditorToolbar editor={editor} canDelete={record !== null} placement="top" />
        <FormErrorNotice result={editor.result} />
        <TitleField defaultValue={record?.title ?? newPackageDefaults.title} errors={errors} />
        <DescriptionField defaultValue={record?.description ?? ''} minRows={3} errors={errors} />
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
          <PriceField defaultValue={String(record?.price ?? newPackageDefaults.price)} errors={errors} />
          <TagsField tags={record?.tags} errors={errors} />
        </Box>
        <CatalogImageField
          label="Package image"
          defaultValue={record ? record.image : placeholderImage}
          errors={errors}
          onUploadingChange={editor.setUploading}
        />
        <VisibilityControls
          initialPublic={record?.publicMenu ?? true}
          initialUsers={record?.addedUsers ?? []}
          users={users}
          usersProblem={usersProblem}
        />
        <PackageDetailsList initial={record?.packageDetails ?? []} errors={errors} />
        <SaveButton editor={editor} />
      </Form>
      {record && <AttachedMenusPanel packageId={record.id} />}
    </EditorFrame>
  )
}
