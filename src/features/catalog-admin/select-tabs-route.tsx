import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageLink } from '../../components/page-link.tsx'
import { menus } from '../../lib/data/menus.ts'
import { notFound } from '../../lib/not-found.ts'

// /select-tabs/:itemId/:apiName/:fieldName/:title (admin, loader first): the records of `apiName` whose list field
// `fieldName` contains `itemId`. The package editor loads /select-tabs/{packageId}/menuApi/addedChefPackages/Menus
// into its attached-menus panel. Only known pairs are accepted, so the URL cannot query arbitrary collections.
export interface AttachedItem {
  id: string
  title: string
  image: string
  editPath: string
}

export interface SelectTabsData {
  title: string
  items: AttachedItem[]
}

const sources = {
  'menuApi/addedChefPackages': async (itemId: string): Promise<AttachedItem[]> =>
    (await menus.query({ filters: [['addedChefPackages', 'array-contains', itemId]], limit: 200 })).map(
      (menu) => ({
        id: menu.id,
        title: menu.title || 'menu',
        image: menu.image,
        editPath: `/menu-edit/${encodeURIComponent(menu.id)}`,
      }),
    ),
} as const

export async function loader({ params }: LoaderFunctionArgs): Promise<SelectTabsData> {
  const key = `${params['apiName'] ?? ''}/${params['fieldName'] ?? ''}`
  const itemId = params['itemId'] ?? ''
  if (!Object.hasOwn(sources, key) || itemId === '') {
    throw notFound('This list is not available.')
  }
  const items = await sources[key as keyof typeof sources](itemId)
  return { title: params['title'] ?? '', items }
}

export function AttachedItemList({
  items,
  emptyText,
}: {
  items: readonly AttachedItem[]
  emptyText: string
}) {
  if (items.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {items.map((item) => (
        <li key={item.id}>
          <PageLink to={item.editPath}>{item.title}</PageLink>
        </li>
      ))}
    </Box>
  )
}

export function Component() {
  const { title, items } = useLoaderData<typeof loader>()
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title || 'Attached Items'}
      </Typography>
      <AttachedItemList items={items} emptyText="Nothing is attached yet." />
    </>
  )
}
