import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { IntroMenu } from '../../lib/catalog/catalog-selection.ts'
import { PackageCard } from './package-card.tsx'
import { CardList } from '../card-grid.tsx'
import { Disclosure } from '../disclosure.tsx'

function IntroMenuSection({ menu }: { menu: IntroMenu }) {
  return (
    // Open by default.
    <Disclosure title={menu.title}>
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
    </Disclosure>
  )
}

export function IntroMenus({ menus }: { menus: readonly IntroMenu[] }) {
  if (menus.length === 0) return null
  return (
    <Box component="section" aria-labelledby="landing-intro-menus-heading">
      <Typography id="landing-intro-menus-heading" variant="h5" component="h2" gutterBottom>
        Start With These Menus
      </Typography>
      {menus.map((menu) => (
        <IntroMenuSection key={menu.menuId} menu={menu} />
      ))}
    </Box>
  )
}
