import { listOrProblem } from '../../lib/data/list-or-problem.ts'
import { useLoaderData, type ActionFunctionArgs } from 'react-router'
import { chefPackages } from '../../lib/data/chef-packages.ts'
import { readFoodSettings } from '../../lib/data/site-settings.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { FoodSettings } from '../../shared/schemas/food-settings.ts'
import { newestFirst } from './catalog-forms.ts'
import { CatalogCards, EmptyState, LoadProblem, PageHeading } from './catalog-ui.tsx'
import { FoodSettingsForm, saveFoodSettings } from './food-settings-form.tsx'

// /package-management (admin): the business's food-label settings, then every package, newest first. The original button label 'Creat Package' was a typo
// shown to users; it reads 'Create Package' (docs/decisions/0022).
export const packageListLimit = 500

interface LoaderData {
  packages: ChefPackage[]
  foodSettings: FoodSettings
  problem?: string
}

export async function loader(): Promise<LoaderData> {
  const [{ items, problem }, foodSettings] = await Promise.all([
    listOrProblem(async () => newestFirst(await chefPackages.query({ limit: packageListLimit })), {
      page: 'package management',
      collection: 'chefPackages',
      problem: 'The packages could not be loaded. Please reload the page.',
    }),
    readFoodSettings(),
  ])
  return { packages: items, foodSettings, problem }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveFoodSettings(await request.formData())
}

export function Component() {
  const { packages, foodSettings, problem } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeading title="Package Management" createLabel="Create Package" createPath="/package-create" />
      <FoodSettingsForm settings={foodSettings} action="/package-management" />
      <LoadProblem message={problem} />
      {packages.length === 0 && !problem && <EmptyState>No packages yet. Create the first one.</EmptyState>}
      <CatalogCards
        items={packages}
        editRoute="/package-create"
        collection="chefPackages"
        listPath="/package-management"
        card={(item) => ({
          title: item.title,
          price: item.price,
          note: item.publicMenu ? undefined : 'Private',
          tags: item.tags,
        })}
      />
    </>
  )
}
