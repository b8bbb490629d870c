import EmailIcon from '@mui/icons-material/Email'
import FacebookIcon from '@mui/icons-material/Facebook'
import InstagramIcon from '@mui/icons-material/Instagram'
import LanguageIcon from '@mui/icons-material/Language'
import LinkIcon from '@mui/icons-material/Link'
import PhoneIcon from '@mui/icons-material/Phone'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ContactLink } from './contact-links.ts'

// Rendered once the contact links have loaded (the site footer loads it lazily), keeping the icons out of the first
// page load.
type SvgIconComponent = typeof LinkIcon

const icons: Record<string, SvgIconComponent> = {
  phone: PhoneIcon,
  tel: PhoneIcon,
  email: EmailIcon,
  mail: EmailIcon,
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  website: LanguageIcon,
  web: LanguageIcon,
}

/** Icon by the block's icon name (case-insensitive); unknown names get a plain link icon. */
export function iconFor(name: string): SvgIconComponent {
  return icons[name.trim().toLowerCase()] ?? LinkIcon
}

export function ContactLinkList({ links }: { links: ContactLink[] }) {
  if (links.length === 0)
    return <Typography variant="body2">Contact details are not available right now.</Typography>
  return (
    <Box component="ul" aria-label="Contact links" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {links.map((contact) => {
        const Icon = iconFor(contact.icon)
        const external = /^https?:\/\//i.test(contact.link)
        return (
          <Box
            component="li"
            key={`${contact.title}|${contact.link}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}
          >
            <Icon fontSize="small" aria-hidden="true" />
            <Link
              href={contact.link}
              color="inherit"
              variant="body2"
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {contact.title}
              {external && <span className="visually-hidden"> (opens in a new tab)</span>}
            </Link>
          </Box>
        )
      })}
    </Box>
  )
}
