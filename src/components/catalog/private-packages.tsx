import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { PackageCardData } from '../../lib/catalog/catalog-selection.ts'
import { PackageCard } from './package-card.tsx'
import { CardList } from '../card-grid.tsx'

/** Private packages (publicMenu false) prepared for the signed-in visitor; nothing for everyone else. */
export function PrivatePackages({ packages }: { packages: readonly PackageCardData[] }) {
  if (packages.length === 0) return null
  return (
    <Box component="section" aria-labelledby="private-packages-heading">
      <Typography id="private-packages-heading" variant="h5" component="h2" gutterBottom>
        Prepared For You
      </Typography>
      <CardList items={packages} keyOf={(item) => item.id}>
        {(item) => <PackageCard item={item} />}
      </CardList>
    </Box>
  )
}
