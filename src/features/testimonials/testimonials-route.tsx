import { listOrProblem } from '../../lib/data/list-or-problem.ts'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { data, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { testimonials } from '../../lib/data/testimonials.ts'
import { formFields, textField } from '../../lib/forms/parse-form-data.ts'
import { intentOf, unknownIntent } from '../../lib/forms/form-intent.ts'
import { submittedValues } from '../../shared/action-result.ts'
import { bulkChange } from './testimonial-bulk-action.ts'
import { requireUser } from '../../lib/route-user.ts'
import { z } from 'zod/mini'
import { readCallableError } from '../../shared/callable-errors.ts'
import type { Testimonial } from '../../shared/schemas/testimonial.ts'
import { isLocalPath } from './testimonial-intake-route.ts'
import { reviewPageLink, setPublished } from './testimonial-publication.ts'
import { CardList } from '../../components/card-grid.tsx'
import { PageHeadingRow } from '../../components/page-heading-row.tsx'

// /testimonials/:testimonialsId? (signed in): what customers have said, newest first; with an id, that one.
// POST (admin, from the review page): `intent=publish` publishes or unpublishes one review, then goes back to the
// review page (a failure is logged and the review page says so); `intent=bulk` publishes, unpublishes or deletes
// the selected reviews together and answers what happened.

export const testimonialListLimit = 50

export async function loadPublished(
  id: string | undefined,
  limit = testimonialListLimit,
): Promise<Testimonial[]> {
  if (id) {
    const one = await testimonials.get(id)
    return one ? [one] : []
  }
  return testimonials.query({ orderBy: [['createdStamp', 'desc']], limit })
}

export async function loader({
  params,
}: LoaderFunctionArgs): Promise<{ items: Testimonial[]; problem?: string }> {
  return listOrProblem(() => loadPublished(params['testimonialsId']), {
    page: 'testimonials',
    collection: 'testimonials',
    problem: 'The testimonials could not be loaded. Please reload the page.',
  })
}

/** Publish or withdraw a review (`published` is "false" to withdraw), then go back to the page it came from. */
const publicationForm = z.object({
  reviewId: textField(),
  newReviewId: textField(),
  published: textField(),
  redirectLink: textField(),
})

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser({ request, context })
  if (!user.isAdmin)
    throw data('Only an administrator can publish testimonials.', { status: 403, statusText: 'Forbidden' })
  const formData = await request.formData()
  switch (intentOf(formData, ['publish', 'bulk'])) {
    case 'publish':
      return publishOne(formData)
    case 'bulk':
      return bulkChange(formData)
    default:
      return unknownIntent(submittedValues(formData))
  }
}

async function publishOne(formData: FormData): Promise<Response> {
  const form = z.parse(publicationForm, formFields(formData))
  const reviewId = form.reviewId || form.newReviewId
  const published = form.published !== 'false'
  const back = form.redirectLink
  const target = isLocalPath(back) ? back : reviewPageLink({})
  if (!reviewId) return redirect(target)
  try {
    await setPublished(reviewId, published)
    return redirect(target)
  } catch (error) {
    const { code } = readCallableError(error)
    console.error('testimonials: publication change failed', {
      collection: 'testimonialReview',
      id: reviewId,
      code,
    })
    const separator = target.includes('?') ? '&' : '?'
    return redirect(
      `${target}${separator}notice=${encodeURIComponent('The change could not be saved. Please try again.')}`,
    )
  }
}

export function TestimonialCards({ items }: { items: readonly Testimonial[] }) {
  return (
    <CardList items={items} keyOf={(item) => item.id} minWidth={300}>
      {(item) => (
        <Card component="figure" variant="outlined" sx={{ m: 0, height: '100%' }}>
          <CardContent>
            <Typography component="blockquote" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              “{item.testimony}”
            </Typography>
            <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              — {item.name}
            </Typography>
          </CardContent>
        </Card>
      )}
    </CardList>
  )
}

export function Component() {
  const data = useLoaderData<typeof loader>()
  const { items, problem } = data
  return (
    <>
      <PageHeadingRow title="Testimonials" mb={1} />
      {problem && <Typography color="error">{problem}</Typography>}
      {items.length === 0 && !problem && (
        <Typography color="text.secondary">No testimonials have been published yet.</Typography>
      )}
      <TestimonialCards items={items} />
    </>
  )
}
