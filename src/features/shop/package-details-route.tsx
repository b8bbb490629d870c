import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Form, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageLink } from '../../components/page-link.tsx'
import { ResponsiveImage } from '../../components/responsive-image.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { site } from '../../lib/site.ts'
import { packagePageMeta } from '../../shared/seo/catalog-meta.ts'
import { isVisibleTo } from '../../lib/catalog/catalog-selection.ts'
import { catalogReadsOf, viewerOf } from '../../lib/render-context.ts'
import type { Allergen } from '../../shared/food/allergens.ts'
import { dateInZone } from '../../shared/fulfilment/calendar-dates.ts'
import { packageLimitFacts } from '../../shared/fulfilment/package-limit-facts.ts'
import { depositFact } from '../../shared/orders/deposit-words.ts'
import { formatPrice } from '../../shared/money.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import { TagList } from '../../components/catalog/tag-list.tsx'
import type { FoodSettings } from '../../shared/schemas/food-settings.ts'
import { FoodLabels } from '../../components/catalog/food-labels.tsx'
import { FoodNotice } from '../../components/catalog/food-notice.tsx'
import { CartPanel } from './cart-panel.tsx'
import { OptionFields } from '../../components/cart/option-fields.tsx'
import { focusFirstProblem } from '../../components/focus-first-problem.ts'
import { priceLine } from '../../shared/orders/package-pricing.ts'
import type { OptionRequest } from '../../shared/schemas/package-options.ts'
import { useRef, useState } from 'react'
import { viewerAllergiesOf } from './shop-sources.ts'
import { notFound } from '../../lib/not-found.ts'

// /package-details/:chefPackageId: one package with its details, its options to choose and Add to cart.

const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

interface PackageDetailsData {
  item: ChefPackage
  mayContainNotice: FoodSettings['mayContainNotice']
  /** The signed-in customer's allergies, marked on the labels. */
  avoids: Allergen[]
  /** Today on the visitor's clock, only to leave passed sale dates out; the order review's calendar decides. */
  today: string
}

export async function loader({ params, context }: LoaderFunctionArgs): Promise<PackageDetailsData> {
  const id = params['chefPackageId'] ?? ''
  const reads = catalogReadsOf(context)
  const [user, foodSettings] = await Promise.all([viewerOf(context), reads.foodSettings()])
  const [chefPackage, avoids] = await Promise.all([
    id ? reads.chefPackage(id) : null,
    viewerAllergiesOf(user?.uid ?? null),
  ])
  // Private packages of other users look exactly like missing ones.
  if (!chefPackage || !isVisibleTo(chefPackage, user?.uid ?? null)) {
    throw notFound('This package does not exist or is not available.')
  }
  return {
    item: chefPackage,
    mayContainNotice: foodSettings.mayContainNotice,
    avoids,
    today: dateInZone(Date.now(), localTimeZone()),
  }
}

/**
 * Add to cart, with the package's options above it: the choices go into the cart with the line. A required choice
 * missing or a text too long is said by its field and nothing is added.
 */
function AddToCart({ item, returnTo }: { item: ChefPackage; returnTo: string }) {
  const [chosen, setChosen] = useState<OptionRequest[]>([])
  const [problems, setProblems] = useState<Record<string, string>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const perGuest = item.pricing === 'perGuest'
  // The price with the choices made so far, for one guest on a per-guest package.
  const line = priceLine(item, { guests: item.minGuests ?? 1, options: chosen })
  const unit = line.guests ? line.price / line.guests : line.price
  const hasOptions = item.optionGroups.length > 0
  const stillRefused = new Set(
    line.problems.flatMap((problem) => (problem.field === 'option' ? [problem.groupId] : [])),
  )
  return (
    <Form
      ref={formRef}
      method="post"
      action={`/add-cart-item?redirect=${encodeURIComponent(returnTo)}`}
      noValidate
      onSubmit={(event) => {
        const refused = Object.fromEntries(
          line.problems.flatMap((problem) =>
            problem.field === 'option' ? [[problem.groupId, problem.message]] : [],
          ),
        )
        setProblems(refused)
        if (Object.keys(refused).length > 0) {
          event.preventDefault()
          // Focus moves once the messages are on the page.
          setTimeout(() => focusFirstProblem(formRef.current))
        }
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {hasOptions && (
          <Box component="section" aria-labelledby="package-options-heading" sx={{ alignSelf: 'stretch' }}>
            <Typography id="package-options-heading" variant="h6" component="h2">
              Your choices
            </Typography>
            <OptionFields
              groups={item.optionGroups}
              value={chosen}
              onChange={setChosen}
              // A message goes once its group is put right.
              errorOf={(groupId) => (stillRefused.has(groupId) ? problems[groupId] : undefined)}
              name="option"
              perGuest={perGuest}
            />
            <Typography sx={{ mt: 1 }} aria-live="polite">
              With your choices: {formatPrice(unit)}
              {perGuest ? ' per guest' : ''}
            </Typography>
          </Box>
        )}
        <input type="hidden" name="chefPackageId" value={item.id} />
        <input type="hidden" name="title" value={item.title} />
        <input type="hidden" name="price" value={String(item.price)} />
        <input type="hidden" name="image" value={item.image} />
        {hasOptions && <input type="hidden" name="chosen" value={JSON.stringify(chosen)} />}
        <Button type="submit" variant="contained">
          Add to cart
        </Button>
      </Stack>
    </Form>
  )
}

export function Component() {
  const { item, mayContainNotice, avoids, today } = useLoaderData<typeof loader>()
  const returnTo = `/package-details/${encodeURIComponent(item.id)}`
  const limitFacts = [...packageLimitFacts(item, today), ...(item.deposit ? [depositFact(item.deposit)] : [])]
  return (
    <Box
      sx={{
        py: { xs: 2, md: 3 },
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
        alignItems: 'start',
      }}
    >
      <PageHead meta={packagePageMeta(site, item, today)} />
      <Stack spacing={2} component="article" aria-labelledby="package-title" sx={{ minWidth: 0 }}>
        <PageLink to="/package-shop">Back to the shop</PageLink>
        <Typography id="package-title" variant="h4" component="h1">
          {item.title}
        </Typography>
        {item.image && (
          // The page's largest picture above the fold (its LCP element), at most 640 px wide.
          <ResponsiveImage
            src={item.image}
            variants={item.imageVariants}
            alt={item.title}
            sizes="(min-width: 672px) 640px, calc(100vw - 32px)"
            width={800}
            height={480}
            priority
            sx={{
              width: '100%',
              maxWidth: 640,
              height: 'auto',
              aspectRatio: '5 / 3',
              objectFit: 'cover',
              borderRadius: 1,
            }}
          />
        )}
        <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 600 }}>
          {formatPrice(item.price)}
          {item.pricing === 'perGuest' && ' per guest'}
        </Typography>
        {item.description && <Typography>{item.description}</Typography>}
        <Box component="section" aria-labelledby="package-food-heading">
          <Typography id="package-food-heading" variant="h6" component="h2">
            Allergens and diets
          </Typography>
          {item.allergens.length === 0 && item.diets.length === 0 && (
            <Typography variant="body2">No allergens are listed for this package.</Typography>
          )}
          <FoodLabels allergens={item.allergens} diets={item.diets} avoids={avoids} />
          <FoodNotice notice={mayContainNotice} />
        </Box>
        {limitFacts.length > 0 && (
          <Box component="section" aria-labelledby="package-limits-heading">
            <Typography id="package-limits-heading" variant="h6" component="h2">
              Good to know
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
              {limitFacts.map((fact) => (
                <li key={fact}>
                  <Typography variant="body2">{fact}</Typography>
                </li>
              ))}
            </Box>
          </Box>
        )}
        <TagList tags={item.tags} />
        <AddToCart item={item} returnTo={returnTo} />
        {item.packageDetails.length > 0 && (
          <Box component="section" aria-labelledby="package-details-heading">
            <Typography id="package-details-heading" variant="h6" component="h2">
              What is included
            </Typography>
            <Box
              component="ul"
              sx={{ maxHeight: 500, overflowY: 'auto', pl: 2.5 }}
              tabIndex={0}
              aria-labelledby="package-details-heading"
            >
              {item.packageDetails.map((detail, index) => (
                <li key={`${detail.title}-${index}`}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {detail.title}
                  </Typography>
                  {detail.description && <Typography variant="body2">{detail.description}</Typography>}
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
      <CartPanel returnTo={returnTo} avoids={avoids} />
    </Box>
  )
}

export { IndexedPageErrorBoundary as ErrorBoundary } from '../../components/indexed-page-error-boundary.tsx'
