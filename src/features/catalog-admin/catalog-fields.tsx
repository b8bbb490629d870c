import { FormField } from '../../components/form-field.tsx'
import { ImageUploadField } from '../../components/image-upload-field.tsx'
import type { FieldErrors } from './catalog-forms.ts'

// The fields the package, menu and landing offer editors share, named as catalog-forms.ts parses them and
// labelled alike; each editor passes its own defaults.

export function TitleField({ defaultValue, errors }: { defaultValue: string; errors: FieldErrors }) {
  return <FormField label="Title" name="title" required defaultValue={defaultValue} error={errors['title']} />
}

export function DescriptionField({
  defaultValue,
  minRows,
  errors,
}: {
  defaultValue: string
  minRows: number
  errors: FieldErrors
}) {
  return (
    <FormField
      label="Description"
      name="description"
      multiline
      minRows={minRows}
      defaultValue={defaultValue}
      error={errors['description']}
    />
  )
}

export function PriceField({ defaultValue, errors }: { defaultValue: string; errors: FieldErrors }) {
  return (
    <FormField
      label="Price ($)"
      name="price"
      type="number"
      required
      defaultValue={defaultValue}
      error={errors['price']}
    />
  )
}

export function TagsField({ tags, errors }: { tags: readonly string[] | undefined; errors: FieldErrors }) {
  return (
    <FormField
      label="Tags (comma-separated)"
      name="tags"
      defaultValue={(tags ?? []).join(', ')}
      error={errors['tags']}
    />
  )
}

export function CatalogImageField({
  label,
  defaultValue,
  errors,
  onUploadingChange,
}: {
  label: string
  defaultValue: string
  errors: FieldErrors
  onUploadingChange: (uploading: boolean) => void
}) {
  return (
    <ImageUploadField
      name="image"
      label={label}
      purpose="catalog"
      defaultValue={defaultValue}
      error={errors['image']}
      onUploadingChange={onUploadingChange}
    />
  )
}
