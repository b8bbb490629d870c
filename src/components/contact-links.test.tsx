import EmailIcon from '@mui/icons-material/Email'
import InstagramIcon from '@mui/icons-material/Instagram'
import LinkIcon from '@mui/icons-material/Link'
import PhoneIcon from '@mui/icons-material/Phone'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContactLinkList, iconFor } from './contact-link-list.tsx'
import { isSafeHref, toContactLinks } from './contact-links.ts'

describe('contact links', () => {
  it('maps content blocks to links and drops incomplete or unsafe ones', () => {
    expect(
      toContactLinks([
        { id: '1', title: 'Call us', link: 'tel:+15550100', icon: 'phone' },
        { id: '2', title: 'Instagram', link: 'https://instagram.com/saffron', icon: 'instagram' },
        { id: '3', title: 'Bad', link: 'javascript:alert(1)', icon: 'website' },
        { id: '4', title: '', link: 'https://example.com' },
        { id: '5', title: 'No icon', link: 'mailto:chef@example.com' },
      ]),
    ).toEqual([
      { title: 'Call us', link: 'tel:+15550100', icon: 'phone' },
      { title: 'Instagram', link: 'https://instagram.com/saffron', icon: 'instagram' },
      { title: 'No icon', link: 'mailto:chef@example.com', icon: '' },
    ])
  })

  it('picks icons by name with a fallback', () => {
    expect(iconFor('Phone')).toBe(PhoneIcon)
    expect(iconFor('email')).toBe(EmailIcon)
    expect(iconFor('instagram')).toBe(InstagramIcon)
    expect(iconFor('tiktok')).toBe(LinkIcon)
    expect(iconFor('')).toBe(LinkIcon)
  })

  it('allows only web, mail, phone and local links', () => {
    expect(isSafeHref('https://a.example')).toBe(true)
    expect(isSafeHref('/menus')).toBe(true)
    expect(isSafeHref('//a.example')).toBe(false)
    expect(isSafeHref('data:text/html,x')).toBe(false)
  })

  it('renders a labelled list; external links open in a new tab and say so', () => {
    render(
      <ContactLinkList
        links={[
          { title: 'Website', link: 'https://saffron.example', icon: 'website' },
          { title: 'Email', link: 'mailto:chef@example.com', icon: 'email' },
        ]}
      />,
    )
    const list = screen.getByRole('list', { name: 'Contact links' })
    const website = within(list).getByRole('link', { name: /Website/ })
    expect(website).toHaveAttribute('target', '_blank')
    expect(website).toHaveAttribute('rel', 'noopener noreferrer')
    expect(website).toHaveTextContent('(opens in a new tab)')
    expect(within(list).getByRole('link', { name: 'Email' })).not.toHaveAttribute('target')
  })

  it('says so when there are no contact links', () => {
    render(<ContactLinkList links={[]} />)
    expect(screen.getByText(/not available right now/)).toBeInTheDocument()
  })
})
