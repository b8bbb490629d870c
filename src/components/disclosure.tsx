import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { useId, useState, type ReactNode } from 'react'

export interface DisclosureProps {
  title: ReactNode
  children: ReactNode
  defaultOpen?: boolean
}

/**
 * A collapsible section: a heading whose button shows or hides the content (WAI-ARIA disclosure pattern).
 * Lighter than MUI's Accordion, which pulls its transition machinery into every page that shows one.
 */
export function Disclosure({ title, children, defaultOpen = true }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen)
  const contentId = useId()
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', mb: 1 }}>
      <Typography variant="h6" component="h3" sx={{ m: 0 }}>
        <ButtonBase
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            gap: 2,
            px: 2,
            py: 1.5,
            font: 'inherit',
            textAlign: 'left',
            borderRadius: 1,
          }}
        >
          {title}
          {/* A chevron drawn with two borders: pointing down when closed, up when open. */}
          <Box
            component="span"
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              width: 10,
              height: 10,
              mr: 0.5,
              borderRight: 2,
              borderBottom: 2,
              transition: 'transform 150ms',
              transform: open ? 'translateY(3px) rotate(225deg)' : 'translateY(-3px) rotate(45deg)',
            }}
          />
        </ButtonBase>
      </Typography>
      <Box id={contentId} hidden={!open} sx={{ px: 2, pb: 2 }}>
        {children}
      </Box>
    </Box>
  )
}
