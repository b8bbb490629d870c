import { listOrProblem } from '../../lib/data/list-or-problem.ts'
import { useLoaderData } from 'react-router-dom'
import { chefPackages } from '../../lib/data/chef-packages.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import { newestFirst } from './catalog-forms.ts'
import { CatalogCard, CatalogGrid, EmptyState, LoadProblem, PageHeading } from './catalog-ui.tsx'

// /package-management (admin): every package, newest first. The original button label 'Creat Package' was a typo
// shown to users; it reads 'Create Package' (docs/decisions/0022).
export const packageListLimit = 500

interface LoaderData {
  packages: ChefPackage[]
  problem?: string
}

export async function loader(): Promise<LoaderData> {
  const { items, problem } = await listOrProblem(
    async () => newestFirst(await chefPackages.query({ limit: packageListLimit })),
    {
      page: 'package management',
      collection: 'chefPackages',
      problem: 'The packages could not be loaded. Please reload the page.',
    },
  )
  return { packages: items, problem }
}

export function Component() {
  const { packages, problem } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeading title="Package Management" createLabel="Create Package" createPath="/package-create" />
      <LoadProblem message={problem} />
      {packages.length === 0 && !problem && <EmptyState>No packages yet. Create the first one.</EmptyState>}
      <CatalogGrid>
        {packages.map((item) => (
          <li key={item.id}>
            <CatalogCard
              item={{
                id: item.id,
                title: item.title,
                image: item.image,
                price: item.price,
                note: item.publicMenu ? undefined : 'Private',
              }}
              editPath={`/package-create/${encodeURIComponent(item.id)}`}
              deleteAction={`/delete-item/chefPackages/${encodeURIComponent(item.id)}`}
              redirectLink="/package-management"
            />
          </li>
        ))}
      </CatalogGrid>
    </>
  )
}
