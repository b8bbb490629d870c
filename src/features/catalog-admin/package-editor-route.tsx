import Box from '@mui/material/Box'
import { Form, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { EditorFrame, EditorNotices, EditorToolbar, SaveButton } from '../../components/editor-frame.tsx'
import { useEditor } from '../../components/use-editor.ts'
import { chefPackages } from '../../lib/data/chef-packages.ts'
import { readFoodSettings } from '../../lib/data/site-settings.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { FoodSettings } from '../../shared/schemas/food-settings.ts'
import { newPackageDefaults, parsePackageForm, placeholderImage } from './catalog-forms.ts'
import {
  CatalogImageField,
  DescriptionField,
  PriceField,
  PricingModeField,
  TagsField,
  TitleField,
} from './catalog-fields.tsx'
import type { ActionFailure } from '../../shared/action-result.ts'
import { loadEditorRecord, saveEditorForm } from './editor-data.ts'
import { OptionGroupsEditor } from './option-groups-editor.tsx'
import { FoodLabelFields } from './food-label-fields.tsx'
import {
  AttachedMenusPanel,
  PackageDepositFields,
  PackageDetailsList,
  PackageLimitsFields,
  VisibilityControls,
} from './package-editor-parts.tsx'
import { loadUserOptions, type UserOption } from './added-users-picker.tsx'

// /package-create/:chefPackageId? (admin): create or edit a chef package. Saving without an id creates the
// package and redirects to its editor.

interface LoaderData {
  record: ChefPackage | null
  foodSettings: FoodSettings
  users: UserOption[]
  usersProblem?: string
}

export async function loader({ params }: LoaderFunctionArgs): Promise<LoaderData> {
  const [record, users, foodSettings] = await Promise.all([
    loadEditorRecord(
      chefPackages,
      params['chefPackageId'],
      'This package does not exist (it may have been deleted).',
    ),
    loadUserOptions('package editor'),
    readFoodSettings(),
  ])
  return { record, foodSettings, ...users }
}

export async function action({ request, params }: ActionFunctionArgs): Promise<ActionFailure | Response> {
  return saveEditorForm(request, parsePackageForm, {
    id: params['chefPackageId'],
    store: chefPackages,
    editorPath: '/package-create',
    editorName: 'package editor',
  })
}

export function Component() {
  const { record, foodSettings, users, usersProblem } = useLoaderData<typeof loader>()
  const editor = useEditor<typeof action>(record)
  const errors = editor.form.fieldErrors

  // A long form: Save, Delete and the stamp sit above the fields, and a second Save below them.
  return (
    <EditorFrame
      record={record}
      title={record ? 'Edit Package' : 'Create Package'}
      maxWidth={900}
      editor={editor}
      shownOnPublicPages
      deleteFrom={{ collection: 'chefPackages', afterDelete: '/package-management' }}
    >
      <Form method="post" noValidate aria-label="Package">
        <EditorToolbar editor={editor} canDelete={record !== null} placement="top" />
        <EditorNotices editor={editor} />
        <TitleField defaultValue={record?.title ?? newPackageDefaults.title} form={editor.form} />
        <DescriptionField defaultValue={record?.description ?? ''} minRows={3} form={editor.form} />
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' } }}>
          <PriceField defaultValue={String(record?.price ?? newPackageDefaults.price)} form={editor.form} />
          <PricingModeField defaultValue={record?.pricing ?? 'perItem'} form={editor.form} />
          <TagsField tags={record?.tags} form={editor.form} />
        </Box>
        <CatalogImageField
          label="Package image"
          record={record}
          newImage={placeholderImage}
          editor={editor}
        />
        <VisibilityControls
          initialPublic={record?.publicMenu ?? true}
          initialUsers={record?.addedUsers ?? []}
          users={users}
          usersProblem={usersProblem}
        />
        <FoodLabelFields record={record} settings={foodSettings} form={editor.form} />
        <PackageLimitsFields record={record} form={editor.form} />
        <PackageDepositFields record={record} form={editor.form} />
        <OptionGroupsEditor initial={record?.optionGroups ?? []} errors={errors} />
        <PackageDetailsList initial={record?.packageDetails ?? []} errors={errors} />
        <SaveButton editor={editor} />
      </Form>
      {record && <AttachedMenusPanel packageId={record.id} />}
    </EditorFrame>
  )
}
