import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useFetcher, useLocation } from 'react-router'
import { formatPrice } from '../../shared/money.ts'
import type { PackageCardData } from '../../lib/catalog/catalog-selection.ts'
import type { Allergen } from '../../shared/food/allergens.ts'
import { PageLink } from '../page-link.tsx'
import { FoodLabels } from './food-labels.tsx'
import { TagList } from './tag-list.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'

// Where Add posts (docs/product.md, Routes): the cart route reads chefPackageId, title, price and image.
export const addCartItemPath = '/add-cart-item'

// Cards sit in a CardGrid (columns of at least 220 px): the whole width on a phone, at most about 340 px wider up.
const cardImageSizes = '(min-width: 600px) 340px, calc(100vw - 32px)'

/**
 * Add posts through a fetcher with `stay=true`, so the visitor stays on the page (the header's count and snackbar
 * confirm it). `redirect` (`redirectTo`, else this page) is where a plain form post of the same fields returns to.
 */
export function PackageCard({
  item,
  redirectTo,
  avoids,
}: {
  item: PackageCardData
  redirectTo?: string
  /** The visitor's allergies, marked on the card's labels. */
  avoids?: readonly Allergen[]
}) {
  const fetcher = useFetcher()
  const { pathname, search } = useLocation()
  return (
    <Card component="article" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {item.image && (
        <ResponsiveImage
          src={item.image}
          variants={item.imageVariants}
          alt={item.title}
          sizes={cardImageSizes}
          width={400}
          height={240}
          sx={{ width: '100%', height: 'auto', aspectRatio: '5 / 3', objectFit: 'cover' }}
        />
      )}
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          <PageLink to={`/package-details/${encodeURIComponent(item.id)}`} color="inherit" underline="hover">
            {item.title}
          </PageLink>
        </Typography>
        <Typography variant="body1" color="primary" sx={{ fontWeight: 600 }}>
          {formatPrice(item.price)}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <FoodLabels allergens={item.allergens} diets={item.diets} avoids={avoids} />
        </Box>
        <Box sx={{ mt: 1 }}>
          <TagList tags={item.tags} />
        </Box>
      </CardContent>
      <CardActions>
        <fetcher.Form method="post" action={addCartItemPath}>
          <input type="hidden" name="chefPackageId" value={item.id} />
          <input type="hidden" name="title" value={item.title} />
          <input type="hidden" name="price" value={String(item.price)} />
          <input type="hidden" name="image" value={item.image} />
          <input type="hidden" name="redirect" value={redirectTo ?? `${pathname}${search}`} />
          <input type="hidden" name="stay" value="true" />
          <Button
            type="submit"
            variant="outlined"
            size="small"
            aria-label={`Add ${item.title} to cart`}
            loading={fetcher.state !== 'idle'}
          >
            Add
          </Button>
        </fetcher.Form>
      </CardActions>
    </Card>
  )
}
