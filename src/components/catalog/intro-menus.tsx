import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import type { IntroMenu } from '../../lib/catalog/catalog-selection.ts'
import { PackageCard } from './package-card.tsx'
import { CardList } from '../card-grid.tsx'
import { TitledSection } from '../titled-section.tsx'

function IntroMenuSection({ menu }: { menu: IntroMenu }) {
  const id = useId()
  return (
    // Open by default; MUI puts the summary's button in an h3.
    <Accordion defaultExpanded disableGutters variant="outlined" sx={{ mb: 1 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-heading`} aria-controls={`${id}-content`}>
        <Typography variant="h6" component="span">
          {menu.title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        {menu.description && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {menu.description}
          </Typography>
        )}
        {menu.packages.length === 0 ? (
          <Typography>New packages for this menu are coming soon.</Typography>
        ) : (
          <CardList items={menu.packages} keyOf={(item) => item.id}>
            {(item) => <PackageCard item={item} />}
          </CardList>
        )}
      </AccordionDetails>
    </Accordion>
  )
}

export function IntroMenus({ menus }: { menus: readonly IntroMenu[] }) {
  if (menus.length === 0) return null
  return (
    <TitledSection headingId="landing-intro-menus-heading" title="Start With These Menus">
      {menus.map((menu) => (
        <IntroMenuSection key={menu.menuId} menu={menu} />
      ))}
    </TitledSection>
  )
}
