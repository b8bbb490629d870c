import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { copyUrl, imageVariantsOf } from '../../../tests/support/image-variants.ts'
import { LandingPage, type LandingLoaderData } from './landing-page.tsx'

// How the landing page loads its pictures: the first promotional card's picture is the page's largest element
// above the fold (eager, high fetch priority); every other picture waits until it nears the screen. Uploaded
// pictures come with their copies (srcset, sizes, the original's size); demo and older ones by their URL.

const uploaded = (id: string) => ({
  image: copyUrl(id, 1280, 'image/webp'),
  imageVariants: imageVariantsOf(id),
})
const card = (id: string, title: string, image: Partial<ReturnType<typeof uploaded>>) => ({
  id,
  title,
  summary: '',
  summaryPunch: '',
  discloser: '',
  actionLine: '',
  link: '',
  image: '',
  ...image,
})

const data: LandingLoaderData = {
  topCards: [
    card('c0', 'Words only', {}),
    card('c1', 'Free consultation', uploaded('consultation')),
    card('c2', 'Meal prep', { image: '/demo/promo-meal-prep.svg' }),
  ],
  downloads: [{ id: 'd1', title: 'Sample menu', link: '/demo/sample.pdf', ...uploaded('download') }],
  menuTiles: [{ menuId: 'm1', title: 'Tuscan Family Supper', ...uploaded('tuscan') }],
  introMenus: [
    {
      menuId: 'm1',
      title: 'Tuscan Family Supper',
      description: '',
      packages: [
        {
          id: 'p1',
          title: 'Pappardelle',
          price: 220,
          allergens: [],
          diets: [],
          tags: [],
          ...uploaded('ragu'),
        },
      ],
    },
  ],
  testimonials: [],
}

function renderPage() {
  const router = createMemoryRouter([
    { path: '/', element: <LandingPage companyName="Saffron Table" data={data} /> },
  ])
  return render(<RouterProvider router={router} />)
}

describe('the landing page’s pictures', () => {
  it('fetches the first promotional picture first and every other one lazily', () => {
    renderPage()
    const lead = screen.getByRole('img', { name: 'Free consultation' })
    expect(lead).toHaveAttribute('loading', 'eager')
    expect(lead).toHaveAttribute('fetchpriority', 'high')
    // The other promotional picture, the download's thumbnail, the menu tile and the package card.
    const others = [...document.querySelectorAll('img')].filter((img) => img !== lead)
    expect(others).toHaveLength(4)
    for (const img of others) {
      expect(img).toHaveAttribute('loading', 'lazy')
      expect(img).toHaveAttribute('decoding', 'async')
      expect(img).not.toHaveAttribute('fetchpriority')
    }
  })

  it('offers each uploaded picture’s copies for the width it is shown at, with the original’s size', () => {
    renderPage()
    const expectations: [HTMLElement, string, string][] = [
      [screen.getByRole('img', { name: 'Free consultation' }), 'consultation', '(min-width: 1200px) 374px'],
      [screen.getByRole('img', { name: 'Tuscan Family Supper' }), 'tuscan', '300px'],
      [screen.getByRole('img', { name: 'Pappardelle' }), 'ragu', '(min-width: 600px) 340px'],
      [document.querySelector<HTMLElement>('img[alt=""]')!, 'download', '56px'],
    ]
    for (const [img, id, sizes] of expectations) {
      expect(img).toHaveAttribute('src', copyUrl(id, 1280, 'image/webp'))
      expect(img).toHaveAttribute('srcset', expect.stringContaining(`${copyUrl(id, 320, 'image/webp')} 320w`))
      expect(img.getAttribute('sizes')).toContain(sizes)
      expect(img).toHaveAttribute('width', '2400')
      expect(img).toHaveAttribute('height', '1600')
      const avif = img.parentElement?.querySelector('source[type="image/avif"]')
      expect(avif).toHaveAttribute('srcset', expect.stringContaining(copyUrl(id, 1920, 'image/avif')))
    }
    // A demo picture on a site path: its URL alone, in the card's own box.
    const demo = screen.getByRole('img', { name: 'Meal prep' })
    expect(demo).toHaveAttribute('src', '/demo/promo-meal-prep.svg')
    expect(demo).not.toHaveAttribute('srcset')
    expect(demo).toHaveAttribute('width', '640')
    expect(demo).toHaveAttribute('height', '110')
  })
})
