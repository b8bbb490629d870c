import { PageHeadingRow } from '../../components/page-heading-row.tsx'
import { PublicPagesDelayNote } from '../../components/public-pages-delay-note.tsx'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { Form, Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { DeleteDialog } from '../../components/delete-dialog.tsx'
import { useFetcherForm, type FormResult } from '../../components/form-result.ts'
import { useSelection } from '../../components/use-selection.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { testimonialReview } from '../../lib/data/testimonial-review.ts'
import type { TestimonialReview } from '../../shared/schemas/testimonial-review.ts'
import { likelySpam, type SpamReason } from './likely-spam.ts'
import { reviewPageLink } from './testimonial-publication.ts'
import type { action as publicationAction } from './testimonials-route.tsx'

// GET /testimonial-review (admin): unpublished reviews by default, ?published=true for published ones, ?reviewId=
// for one review (the link in the alert mail). Publish / unPublish post to /testimonials, which calls the
// server; delete (only while unpublished) goes through the shared Delete Warning dialog and comes back here.
// Reviews can also be selected and published, unpublished or deleted together (intent=bulk on /testimonials, one
// server transaction). Reviews that look like spam carry a mark saying why (likely-spam.ts); nothing is hidden.

export const reviewListLimit = 100

interface LoaderData {
  published: boolean
  reviewId: string | null
  reviews: TestimonialReview[]
  problem?: string
  notice?: string
}

export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const url = new URL(request.url)
  const published = url.searchParams.get('published') === 'true'
  const reviewId = url.searchParams.get('reviewId')
  const notice = url.searchParams.get('notice') ?? undefined
  try {
    if (reviewId) {
      const review = await testimonialReview.get(reviewId)
      return {
        published,
        reviewId,
        reviews: review ? [review] : [],
        notice,
        problem: review ? undefined : 'This review does not exist any more.',
      }
    }
    // Where published equals the flag, newest first (composite index published + createdStamp desc).
    const reviews = await testimonialReview.query({
      where: [['published', published]],
      orderBy: [['createdStamp', 'desc']],
      limit: reviewListLimit,
    })
    return { published, reviewId: null, reviews, notice }
  } catch (error) {
    // The review loader logs and returns empty.
    console.error('testimonial review: could not load reviews', {
      collection: 'testimonialReview',
      code: (error as { code?: string } | null)?.code,
    })
    return {
      published,
      reviewId,
      reviews: [],
      notice,
      problem: 'The reviews could not be loaded. Please reload the page.',
    }
  }
}

const reviewerOf = (review: TestimonialReview) => review.name || 'an unnamed guest'

function ReviewCard({
  review,
  back,
  afterDelete,
  spam,
  selected,
  onSelect,
}: {
  review: TestimonialReview
  back: string
  afterDelete: string
  spam: readonly SpamReason[] | undefined
  selected: boolean
  onSelect: (selected: boolean) => void
}) {
  const [confirming, setConfirming] = useState(false)
  return (
    <Card component="article" variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            slotProps={{ input: { 'aria-label': `Select the testimonial from ${reviewerOf(review)}` } }}
            sx={{ ml: -1 }}
          />
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {review.name || '(no name)'}
          </Typography>
          {spam && <Chip size="small" color="warning" label={`Likely spam: ${spam.join(', ')}`} />}
          <Chip
            size="small"
            label={review.published ? 'Published' : 'Unpublished'}
            color={review.published ? 'success' : 'default'}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {review.email}
          {review.createdStamp !== undefined && ` · ${new Date(review.createdStamp).toLocaleString()}`}
        </Typography>
        <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{review.testimony}</Typography>
      </CardContent>
      <CardActions>
        <Form method="post" action="/testimonials">
          <input type="hidden" name="intent" value="publish" />
          <input type="hidden" name="reviewId" value={review.id} />
          <input type="hidden" name="published" value={String(!review.published)} />
          <input type="hidden" name="redirectLink" value={back} />
          <Button
            type="submit"
            variant="contained"
            aria-label={`${review.published ? 'unPublish' : 'Publish'} the testimonial from ${review.name}`}
          >
            {review.published ? 'unPublish' : 'Publish'}
          </Button>
        </Form>
        {!review.published && (
          <Button
            color="error"
            onClick={() => setConfirming(true)}
            aria-label={`Delete the testimonial from ${review.name}`}
          >
            Delete
          </Button>
        )}
      </CardActions>
      {!review.published && (
        <DeleteDialog
          open={confirming}
          question={`Delete the testimonial from ${reviewerOf(review)}?`}
          onClose={() => setConfirming(false)}
          action={`/delete-item/testimonialReview/${encodeURIComponent(review.id)}`}
          fields={{ redirectLink: afterDelete }}
        />
      )}
    </Card>
  )
}

const count = (n: number) => `${n} ${n === 1 ? 'testimonial' : 'testimonials'}`

/** With some reviews selected: how many, and Publish or Unpublish and (unpublished only) Delete for all of them. */
function BulkToolbar({
  published,
  selectedIds,
  form,
  FetcherForm,
}: {
  published: boolean
  selectedIds: readonly string[]
  form: FormResult
  FetcherForm: ReturnType<typeof useFetcherForm<typeof publicationAction>>['fetcher']['Form']
}) {
  const [confirming, setConfirming] = useState(false)
  const change = published ? 'unpublish' : 'publish'
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Selected testimonials"
      sx={{ p: 1, pl: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <Typography sx={{ flexGrow: 1 }}>{`${selectedIds.length} selected`}</Typography>
      <FetcherForm method="post" action="/testimonials">
        <input type="hidden" name="intent" value="bulk" />
        <input type="hidden" name="change" value={change} />
        {selectedIds.map((id) => (
          <input key={id} type="hidden" name="reviewIds" value={id} />
        ))}
        <SubmitButton label={published ? 'Unpublish' : 'Publish'} form={form} />
      </FetcherForm>
      {!published && (
        <>
          <Button color="error" variant="outlined" disabled={form.busy} onClick={() => setConfirming(true)}>
            Delete
          </Button>
          <DeleteDialog
            open={confirming}
            question={`Delete ${count(selectedIds.length)}?`}
            onClose={() => setConfirming(false)}
            action="/testimonials"
            fields={{ intent: 'bulk', change: 'delete', reviewIds: selectedIds }}
            formComponent={FetcherForm}
          />
        </>
      )}
    </Paper>
  )
}

export function Component() {
  const { published, reviewId, reviews, problem, notice } = useLoaderData<typeof loader>()
  const back = reviewPageLink({ published, reviewId: reviewId ?? undefined })
  const afterDelete = reviewPageLink({ published })
  const spam = useMemo(() => likelySpam(reviews), [reviews])
  const [spamOnly, setSpamOnly] = useState(false)
  const shown = spamOnly ? reviews.filter((review) => spam.has(review.id)) : reviews
  const shownIds = shown.map((review) => review.id)
  const { fetcher, form } = useFetcherForm<typeof publicationAction>()
  const selection = useSelection(shownIds, form.result)
  const selectedCount = selection.selectedIds.length
  const heading = reviewId
    ? 'Testimonial Review'
    : published
      ? 'Published Testimonials'
      : 'Testimonials To Review'
  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeadingRow title={heading} mb={2}>
        <Button variant="outlined" component={RouterLink} to={reviewPageLink({ published: !published })}>
          {published ? 'Show unpublished' : 'Show published'}
        </Button>
      </PageHeadingRow>
      <PublicPagesDelayNote />
      {notice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {reviews.length === 0 && !problem && (
        <Typography color="text.secondary">
          {published ? 'No published testimonials.' : 'No testimonials are waiting for review.'}
        </Typography>
      )}
      <FormFeedback form={form} sx={{ mb: 2 }} />
      {reviews.length > 0 && (
        <Stack direction="row" sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={shown.length > 0 && selectedCount === shown.length}
                indeterminate={selectedCount > 0 && selectedCount < shown.length}
                disabled={shown.length === 0}
                onChange={(event) => selection.setAll(event.target.checked)}
              />
            }
            label={`Select all ${count(shown.length)} shown`}
          />
          <FormControlLabel
            control={<Switch checked={spamOnly} onChange={(event) => setSpamOnly(event.target.checked)} />}
            label={`Show likely spam only (${spam.size})`}
          />
        </Stack>
      )}
      {selectedCount > 0 && (
        <BulkToolbar
          published={published}
          selectedIds={selection.selectedIds}
          form={form}
          FetcherForm={fetcher.Form}
        />
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {shown.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            back={back}
            afterDelete={afterDelete}
            spam={spam.get(review.id)}
            selected={selection.has(review.id)}
            onSelect={(on) => selection.toggle(review.id, on)}
          />
        ))}
      </Box>
    </Box>
  )
}
