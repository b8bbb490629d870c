import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageLink } from '../../components/page-link.tsx'
import { menus } from '../../lib/data/menus.ts'
import { firebase } from '../../lib/firebase.ts'
import { loadCustomer, type CustomerSummary } from './customer-context.ts'
import { CustomerHeader } from './customer-header.tsx'

export interface CustomerMenusData {
  customer: CustomerSummary
  menus: { id: string; title: string; packageCount: number; published: boolean }[]
}

// The menus this customer was added to (menus.addedUsers holds user profile ids), drafts marked: the customer
// sees only the published ones, on their dashboard.
export async function loader(args: LoaderFunctionArgs): Promise<CustomerMenusData> {
  firebase()
  const { customer } = await loadCustomer(args)
  const records = await menus.query({ filters: [['addedUsers', 'array-contains', customer.id]], limit: 200 })
  return {
    customer,
    menus: records
      .map((menu) => ({
        id: menu.id,
        title: menu.title,
        packageCount: menu.addedChefPackages.length,
        published: menu.published,
      }))
      .sort((a, b) => a.title.localeCompare(b.title)),
  }
}

export function CustomerMenus({ data }: { data: CustomerMenusData }) {
  return (
    <Box sx={{ py: 3, maxWidth: 880 }}>
      <CustomerHeader title="Customer Menus" customer={data.customer} />
      {data.menus.length === 0 ? (
        <Typography>This customer has not been added to any menu.</Typography>
      ) : (
        <List aria-label="Menus this customer is added to">
          {data.menus.map((menu) => (
            <ListItem key={menu.id} disableGutters sx={{ flexWrap: 'wrap', gap: 2 }}>
              <ListItemText
                primary={menu.title || '(untitled menu)'}
                secondary={`${menu.published ? '' : 'Draft, not shown to the customer yet · '}${menu.packageCount} ${menu.packageCount === 1 ? 'package' : 'packages'} · id ${menu.id}`}
              />
              <PageLink to={`/menu-edit/${menu.id}`} aria-label={`Edit menu ${menu.title}`}>
                Edit
              </PageLink>
              <PageLink to={`/package-shop/${menu.id}`} aria-label={`Open ${menu.title} in the shop`}>
                Shop
              </PageLink>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  )
}

export function Component() {
  return <CustomerMenus data={useLoaderData<typeof loader>()} />
}
