import { render } from '@testing-library/react'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyUrl, imageVariantsOf } from '../../tests/support/image-variants.ts'
import { ResponsiveImage, type ResponsiveImageProps } from './responsive-image.tsx'

const copies = imageVariantsOf('ragu', 2400, 1600)
const uploaded: ResponsiveImageProps = {
  src: copyUrl('ragu', 1280, 'image/webp'),
  variants: copies,
  alt: 'Pappardelle ragu',
  sizes: '(min-width: 600px) 340px, calc(100vw - 32px)',
  width: 400,
  height: 240,
}
const srcSet = (type: string) =>
  [320, 640, 960, 1280, 1920].map((width) => `${copyUrl('ragu', width, type)} ${width}w`).join(', ')

function shown(props: ResponsiveImageProps) {
  const { container } = render(<ResponsiveImage {...props} />)
  return {
    container,
    img: container.querySelector('img')!,
    sources: [...container.querySelectorAll('source')],
  }
}

afterEach(() => vi.restoreAllMocks())

describe('ResponsiveImage', () => {
  it("offers the upload's copies: AVIF first, WebP in the img, with sizes and the original's width and height", () => {
    const { img, sources } = shown(uploaded)
    expect(img.parentElement?.tagName).toBe('PICTURE')
    expect(sources).toHaveLength(1)
    expect(sources[0]).toHaveAttribute('type', 'image/avif')
    expect(sources[0]).toHaveAttribute('srcset', srcSet('image/avif'))
    expect(sources[0]).toHaveAttribute('sizes', uploaded.sizes)
    expect(img).toHaveAttribute('src', uploaded.src)
    expect(img).toHaveAttribute('srcset', srcSet('image/webp'))
    expect(img).toHaveAttribute('sizes', uploaded.sizes)
    expect(img).toHaveAttribute('width', '2400')
    expect(img).toHaveAttribute('height', '1600')
    expect(img).toHaveAttribute('alt', 'Pappardelle ragu')
  })

  it('loads lazily and decodes off the main thread unless it is the page’s priority image', () => {
    const lazy = shown(uploaded).img
    expect(lazy).toHaveAttribute('loading', 'lazy')
    expect(lazy).toHaveAttribute('decoding', 'async')
    expect(lazy).not.toHaveAttribute('fetchpriority')

    const lead = shown({ ...uploaded, priority: true }).img
    expect(lead).toHaveAttribute('loading', 'eager')
    expect(lead).toHaveAttribute('fetchpriority', 'high')
    expect(lead).not.toHaveAttribute('decoding')
  })

  it('shows an image without copies (an older record, a site path) by its URL in the box the page gives', () => {
    for (const props of [
      { ...uploaded, src: '/demo/pappardelle-ragu.svg', variants: undefined },
      // Copies of another image (the record's image was changed without them): never shown for this one.
      { ...uploaded, src: '/demo/pappardelle-ragu.svg' },
    ]) {
      const { container, img, sources } = shown(props)
      expect(container.querySelector('picture')).toBeNull()
      expect(sources).toHaveLength(0)
      expect(img).toHaveAttribute('src', '/demo/pappardelle-ragu.svg')
      expect(img).not.toHaveAttribute('srcset')
      expect(img).not.toHaveAttribute('sizes')
      expect(img).toHaveAttribute('width', '400')
      expect(img).toHaveAttribute('height', '240')
      expect(img).toHaveAttribute('loading', 'lazy')
    }
  })

  it('needs no picture element when there are WebP copies only', () => {
    const webpOnly = {
      ...copies,
      variants: copies.variants.filter((variant) => variant.type === 'image/webp'),
    }
    const { container, img } = shown({ ...uploaded, variants: webpOnly })
    expect(container.querySelector('picture')).toBeNull()
    expect(img).toHaveAttribute('srcset', srcSet('image/webp'))
  })

  it('renders the same markup on the server as in the browser, so hydration keeps it', async () => {
    const page = (
      <div>
        <ResponsiveImage {...uploaded} priority />
        <ResponsiveImage {...uploaded} src="/demo/tiramisu.svg" variants={undefined} />
      </div>
    )
    const html = renderToString(page)
    expect(renderToString(page)).toBe(html)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const before = container.innerHTML
    // The server's markup already says what to fetch and how (attribute names read case-insensitively in HTML).
    const [lead, other] = [...container.querySelectorAll('img')]
    expect(lead).toHaveAttribute('fetchpriority', 'high')
    expect(lead).toHaveAttribute('srcset', srcSet('image/webp'))
    expect(other).toHaveAttribute('loading', 'lazy')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) }),
    )
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe(before)
    act(() => root.unmount())
    container.remove()
  })
})
