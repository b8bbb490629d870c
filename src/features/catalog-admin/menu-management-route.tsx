import { listOrProblem } from '../../lib/data/list-or-problem.ts'
import { useLoaderData } from 'react-router'
import { menus } from '../../lib/data/menus.ts'
import type { Menu } from '../../shared/schemas/menu.ts'
import { newestFirst } from './catalog-forms.ts'
import { CatalogCards, EmptyState, LoadProblem, PageHeading } from './catalog-ui.tsx'

// /menu-management (admin): every menu with its image, drafts marked; 'Create menu' opens an empty editor.
export const menuListLimit = 500

interface LoaderData {
  menus: Menu[]
  problem?: string
}

export async function loader(): Promise<LoaderData> {
  const { items, problem } = await listOrProblem(
    async () => newestFirst(await menus.query({ limit: menuListLimit })),
    {
      page: 'menu management',
      collection: 'menus',
      problem: 'The menus could not be loaded. Please reload the page.',
    },
  )
  return { menus: items, problem }
}

export function Component() {
  const { menus: list, problem } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeading title="Menu Management" createLabel="Create menu" createPath="/menu-edit" />
      <LoadProblem message={problem} />
      {list.length === 0 && !problem && <EmptyState>No menus yet. Create the first one.</EmptyState>}
      <CatalogCards
        items={list}
        editRoute="/menu-edit"
        collection="menus"
        listPath="/menu-management"
        card={(menu) => ({
          title: menu.title || 'menu',
          note: `${menu.published ? '' : 'Draft · '}${menu.addedChefPackages.length} package${menu.addedChefPackages.length === 1 ? '' : 's'}`,
        })}
      />
    </>
  )
}
