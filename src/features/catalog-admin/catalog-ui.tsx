import { PageHeadingRow } from '../../components/page-heading-row.tsx'
import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { DeleteDialog, deleteQuestion } from '../../components/delete-dialog.tsx'
import { formatPrice } from '../../shared/money.ts'
import { placeholderImage } from './catalog-forms.ts'
import { CardGrid } from '../../components/card-grid.tsx'
import { TagList } from '../../components/catalog/tag-list.tsx'
import { ResponsiveImage } from '../../components/responsive-image.tsx'
import type { ImageVariants } from '../../shared/schemas/image-variants.ts'

export interface CatalogCardItem {
  id: string
  title: string
  image: string
  imageVariants?: ImageVariants | undefined
  price?: number
  /** Extra line under the title (e.g. "Private", "3 packages"). */
  note?: string
  /** Shown in words under the note. */
  tags?: readonly string[]
}

/** Card of a management grid: image, title, optional $ price, opens the editor; Delete asks first. */
export function CatalogCard({
  item,
  editPath,
  deleteAction,
  redirectLink,
}: {
  item: CatalogCardItem
  editPath: string
  /** Where the Delete Warning dialog posts, e.g. /delete-item/menus/{id}. */
  deleteAction: string
  redirectLink: string
}) {
  const [confirming, setConfirming] = useState(false)
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={editPath} sx={{ flex: 1, alignItems: 'stretch' }}>
        <ResponsiveImage
          src={item.image || placeholderImage}
          variants={item.imageVariants}
          alt=""
          // CatalogGrid columns are at least 240 px: the whole width on a phone, at most about 360 px wider up.
          sizes="(min-width: 600px) 360px, calc(100vw - 32px)"
          width={400}
          height={240}
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: '5 / 3',
            objectFit: item.image ? 'cover' : 'contain',
            bgcolor: 'action.hover',
          }}
        />
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {item.title}
          </Typography>
          {item.price !== undefined && (
            <Typography color="primary" sx={{ fontWeight: 600 }}>
              {formatPrice(item.price)}
            </Typography>
          )}
          {item.note && (
            <Typography variant="body2" color="text.secondary">
              {item.note}
            </Typography>
          )}
          {item.tags && (
            <Box sx={{ mt: 1 }}>
              <TagList tags={item.tags} />
            </Box>
          )}
        </CardContent>
      </CardActionArea>
      <CardActions>
        <Button color="error" onClick={() => setConfirming(true)} aria-label={`Delete ${item.title}`}>
          Delete
        </Button>
      </CardActions>
      <DeleteDialog
        open={confirming}
        // The collection is the delete path's second segment: /delete-item/{collection}/{id}.
        question={deleteQuestion(deleteAction.split('/')[2] ?? '', item.title)}
        onClose={() => setConfirming(false)}
        action={deleteAction}
        fields={{ redirectLink }}
      />
    </Card>
  )
}

export function CatalogGrid({ children }: { children: ReactNode }) {
  return <CardGrid minWidth={240}>{children}</CardGrid>
}

/** A record a management grid shows: its id for the editor and Delete paths, and its picture. */
interface CatalogRecord {
  id: string
  image: string
  imageVariants?: ImageVariants | undefined
}

/**
 * A management grid: after the `children` cards (a "New" card), one CatalogCard per record, opening
 * `{editRoute}/{id}` and deleting from `collection`, then coming back to `listPath`; `card` gives what else it shows.
 */
export function CatalogCards<Item extends CatalogRecord>({
  items,
  editRoute,
  collection,
  listPath,
  card,
  children,
}: {
  items: readonly Item[]
  editRoute: string
  collection: string
  listPath: string
  card: (item: Item) => Omit<CatalogCardItem, keyof CatalogRecord>
  children?: ReactNode
}) {
  return (
    <CatalogGrid>
      {children}
      {items.map((item) => (
        <li key={item.id}>
          <CatalogCard
            item={{ id: item.id, image: item.image, imageVariants: item.imageVariants, ...card(item) }}
            editPath={`${editRoute}/${encodeURIComponent(item.id)}`}
            deleteAction={`/delete-item/${collection}/${encodeURIComponent(item.id)}`}
            redirectLink={listPath}
          />
        </li>
      ))}
    </CatalogGrid>
  )
}

export function PageHeading({
  title,
  createLabel,
  createPath,
}: {
  title: string
  createLabel?: string
  createPath?: string
}) {
  return (
    <PageHeadingRow title={title}>
      {createLabel && createPath && (
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={createPath}>
          {createLabel}
        </Button>
      )}
    </PageHeadingRow>
  )
}

/** The "could not load" line a management page shows instead of an empty grid (loaders log and go on). */
export function LoadProblem({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {message}
    </Alert>
  )
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>
}

/** Message that a delete or save just failed, read from ?error= after a redirect. */
export function readNotice(search: string): string | undefined {
  const value = new URLSearchParams(search).get('notice')
  return value ?? undefined
}
