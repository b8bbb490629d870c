import type { PackageCardData } from '../../lib/catalog/catalog-selection.ts'
import { PackageCard } from './package-card.tsx'
import { CardList } from '../card-grid.tsx'
import { TitledSection } from '../titled-section.tsx'

/** Private packages (publicMenu false) prepared for the signed-in visitor; nothing for everyone else. */
export function PrivatePackages({ packages }: { packages: readonly PackageCardData[] }) {
  if (packages.length === 0) return null
  return (
    <TitledSection headingId="private-packages-heading" title="Prepared For You">
      <CardList items={packages} keyOf={(item) => item.id}>
        {(item) => <PackageCard item={item} />}
      </CardList>
    </TitledSection>
  )
}
