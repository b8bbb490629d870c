import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { UploadError } from '../lib/uploads/upload-image.ts'
import { ImageUploadField, renderImageUploadFor } from './image-upload-field.tsx'
import { copyUrl, imageVariantsOf } from '../../tests/support/image-variants.ts'

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'photo.png', {
    type: 'image/png',
  })

function hiddenValue(container: HTMLElement): string {
  return (container.querySelector('input[type="hidden"][name="image"]') as HTMLInputElement).value
}

describe('ImageUploadField', () => {
  it('shows the current image and puts the uploaded URL in the hidden input', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview')
    URL.revokeObjectURL = vi.fn()
    const upload = vi.fn(async () => ({ url: 'http://images.test/new.webp' }))
    const { container } = render(
      <ImageUploadField name="image" label="Package image" defaultValue="/logo.svg" upload={upload} />,
    )
    expect(screen.getByRole('img', { name: 'Package image preview' })).toHaveAttribute('src', '/logo.svg')
    expect(hiddenValue(container)).toBe('/logo.svg')
    await userEvent.upload(screen.getByLabelText(/Replace image for Package image/), png())
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'catalog')
    await vi.waitFor(() => expect(hiddenValue(container)).toBe('http://images.test/new.webp'))
    expect(screen.getByRole('img', { name: 'Package image preview' })).toHaveAttribute(
      'src',
      'http://images.test/new.webp',
    )
  })

  it('keeps the previous image and shows the message by the field when the upload fails', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview')
    URL.revokeObjectURL = vi.fn()
    const upload = vi.fn(async () => {
      throw new UploadError('This file is not a JPEG, PNG, WebP or GIF image.')
    })
    const { container } = render(
      <ImageUploadField
        name="image"
        label="Menu image"
        defaultValue="/old.webp"
        purpose="content"
        upload={upload}
      />,
    )
    const input = screen.getByLabelText(/Replace image for Menu image/)
    await userEvent.upload(input, png())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a JPEG, PNG, WebP or GIF image.',
    )
    expect(hiddenValue(container)).toBe('/old.webp')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'content')
  })
})

describe('ImageUploadField with copies', () => {
  const variantsValue = (container: HTMLElement) =>
    (container.querySelector('input[type="hidden"][name="imageVariants"]') as HTMLInputElement).value

  it("carries the upload's copies with its URL, previews them by srcset, tells the page, and drops them with the image", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview')
    URL.revokeObjectURL = vi.fn()
    const copies = imageVariantsOf('tart')
    const url = copyUrl('tart', 1280, 'image/webp')
    const upload = vi.fn(async () => ({ url, imageVariants: copies }))
    const onImageChange = vi.fn()
    const { container } = render(
      <ImageUploadField
        name="image"
        label="Menu image"
        variantsName="imageVariants"
        upload={upload}
        onImageChange={onImageChange}
      />,
    )
    expect(variantsValue(container)).toBe('')
    await userEvent.upload(screen.getByLabelText(/Choose image for Menu image/), png())
    await vi.waitFor(() => expect(hiddenValue(container)).toBe(url))
    expect(JSON.parse(variantsValue(container))).toEqual(copies)
    expect(onImageChange).toHaveBeenLastCalledWith(url, copies)
    const preview = screen.getByRole('img', { name: 'Menu image preview' })
    expect(preview).toHaveAttribute('srcset', expect.stringContaining(copyUrl('tart', 320, 'image/webp')))
    expect(preview).toHaveAttribute('sizes', '160px')

    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }))
    expect(hiddenValue(container)).toBe('')
    expect(variantsValue(container)).toBe('')
    expect(onImageChange).toHaveBeenLastCalledWith('', undefined)
  })

  it("sends no copies that are not the image's own", () => {
    const { container } = render(
      <ImageUploadField
        name="image"
        label="Cover"
        defaultValue="/demo/tart.svg"
        variantsName="imageVariants"
        defaultVariants={imageVariantsOf('tart')}
      />,
    )
    expect(variantsValue(container)).toBe('')
    expect(screen.getByRole('img', { name: 'Cover preview' })).not.toHaveAttribute('srcset')
  })

  it('names the copies of a content block answer after its question (`image` → `imageVariants`)', () => {
    const copies = imageVariantsOf('card')
    const { container } = render(
      renderImageUploadFor('content')({
        name: 'block.b1.image',
        label: 'Image',
        defaultValue: copyUrl('card', 1280, 'image/webp'),
        defaultVariants: copies,
      }),
    )
    const input = container.querySelector(
      'input[type="hidden"][name="block.b1.imageVariants"]',
    ) as HTMLInputElement
    expect(JSON.parse(input.value)).toEqual(copies)
    // Answers keep the URL alone.
    const answer = render(renderImageUploadFor('answer')({ name: 'photo', label: 'Photo', defaultValue: '' }))
    expect(answer.container.querySelectorAll('input[type="hidden"]')).toHaveLength(1)
  })
})

describe('renderImageUploadFor', () => {
  it("renders QuestionFields' image inputs as upload fields, previewing our own Storage's images", () => {
    const stored =
      'https://firebasestorage.googleapis.com/v0/b/demo-saffron-table.appspot.com/o/a.webp?alt=media'
    const { container } = render(
      renderImageUploadFor('answer')({ name: 'image', label: 'Photo', defaultValue: stored }),
    )
    expect(screen.getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', stored)
    expect(screen.getByLabelText(/Replace image for Photo/)).toBeInTheDocument()
    expect(hiddenValue(container)).toBe(stored)
  })

  it("shows an answer's outside image as a link, never loading it", () => {
    const outside = 'https://tracker.example/pixel.gif'
    const { container } = render(
      renderImageUploadFor('answer')({ name: 'image', label: 'Photo', defaultValue: outside }),
    )
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: outside })).toHaveAttribute('rel', 'noopener noreferrer nofollow')
    expect(hiddenValue(container)).toBe(outside)
  })

  it('previews catalogue images on site paths (an admin chose them)', () => {
    render(<ImageUploadField name="image" label="Cover" defaultValue="/demo/tart.svg" purpose="catalog" />)
    expect(screen.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', '/demo/tart.svg')
  })
})
