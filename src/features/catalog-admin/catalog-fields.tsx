import { FormField } from '../../components/form-field.tsx'
import type { FormResult } from '../../components/form-result.ts'
import { ImageUploadField } from '../../components/image-upload-field.tsx'
import type { Editor } from '../../components/use-editor.ts'
import { imageVariantsKey } from '../../shared/images.ts'
import { imageVariantsFromText, type ImageVariants } from '../../shared/schemas/image-variants.ts'
import type { PricingMode } from '../../shared/schemas/package-options.ts'

// The fields the package, menu and landing offer editors share, named as catalog-forms.ts parses them and
// labelled alike; each editor passes its own defaults. After a failed save each shows its message and what was
// submitted.

export function TitleField({ defaultValue, form }: { defaultValue: string; form: FormResult }) {
  return <FormField label="Title" required {...form.field('title', defaultValue)} />
}

export function DescriptionField({
  defaultValue,
  minRows,
  form,
}: {
  defaultValue: string
  minRows: number
  form: FormResult
}) {
  return (
    <FormField label="Description" multiline minRows={minRows} {...form.field('description', defaultValue)} />
  )
}

export function PriceField({ defaultValue, form }: { defaultValue: string; form: FormResult }) {
  return <FormField label="Price ($)" type="number" required {...form.field('price', defaultValue)} />
}

const pricingOptions = [
  { value: 'perItem', label: 'Per item' },
  { value: 'perGuest', label: 'Per guest' },
] satisfies ReadonlyArray<{ value: PricingMode; label: string }>

/** Per item, or per guest: then the price is per guest and the package needs its fewest and most guests. */
export function PricingModeField({ defaultValue, form }: { defaultValue: PricingMode; form: FormResult }) {
  return (
    <FormField
      label="Priced"
      options={pricingOptions}
      helperText="Per guest: the price is times the guests; set the fewest and most guests."
      {...form.field('pricing', defaultValue)}
    />
  )
}

export function TagsField({ tags, form }: { tags: readonly string[] | undefined; form: FormResult }) {
  return <FormField label="Tags (comma-separated)" {...form.field('tags', (tags ?? []).join(', '))} />
}

/**
 * The record's image and its resized copies (`imageVariants`), as catalog-forms.ts reads them; a new record starts
 * with `newImage`. Save waits while a picture uploads.
 */
export function CatalogImageField({
  label,
  record,
  newImage = '',
  editor,
}: {
  label: string
  record: { image: string; imageVariants?: ImageVariants | undefined } | null
  newImage?: string
  editor: Editor
}) {
  const form = editor.form
  const defaultVariants = record?.imageVariants
  const variantsName = imageVariantsKey('image')
  // After a refused save the field shows what was submitted, copies included.
  const submittedVariants = form.valueOf(variantsName)
  return (
    <ImageUploadField
      label={label}
      purpose="catalog"
      {...form.field('image', record ? record.image : newImage)}
      variantsName={variantsName}
      defaultVariants={
        submittedVariants === undefined
          ? defaultVariants
          : (imageVariantsFromText(submittedVariants) ?? undefined)
      }
      onUploadingChange={editor.setUploading}
    />
  )
}
