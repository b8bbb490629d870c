import { PageHeadingRow } from '../../components/page-heading-row.tsx'
import { PublicPagesDelayNote } from '../../components/public-pages-delay-note.tsx'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Form, Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { DeleteDialog } from '../../components/delete-dialog.tsx'
import { testimonialReview } from '../../lib/data/testimonial-review.ts'
import type { TestimonialReview } from '../../shared/schemas/testimonial-review.ts'
import { reviewPageLink } from './testimonial-publication.ts'

// GET /testimonial-review (admin): unpublished reviews by default, ?published=true for published ones, ?reviewId=
// for one review (the link in the alert mail). Publish / unPublish post to /testimonials, which calls the
// server; delete (only while unpublished) goes through the shared Delete Warning dialog and comes back here.

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

function ReviewCard({
  review,
  back,
  afterDelete,
}: {
  review: TestimonialReview
  back: string
  afterDelete: string
}) {
  const [confirming, setConfirming] = useState(false)
  return (
    <Card component="article" variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {review.name || '(no name)'}
          </Typography>
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
          question={`Delete the testimonial from ${review.name || 'an unnamed guest'}?`}
          onClose={() => setConfirming(false)}
          action={`/delete-item/testimonialReview/${encodeURIComponent(review.id)}`}
          fields={{ redirectLink: afterDelete }}
        />
      )}
    </Card>
  )
}

export function Component() {
  const { published, reviewId, reviews, problem, notice } = useLoaderData<typeof loader>()
  const back = reviewPageLink({ published, reviewId: reviewId ?? undefined })
  const afterDelete = reviewPageLink({ published })
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
      <Box sx={{ display: 'grid', gap: 2 }}>
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} back={back} afterDelete={afterDelete} />
        ))}
      </Box>
    </Box>
  )
}
