import { listOrProblem } from '../../lib/data/list-or-problem.ts'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { env } from '../../env.ts'
import type { Testimonial } from '../../shared/schemas/testimonial.ts'
import { loadPublished, TestimonialCards } from './testimonials-route.tsx'

// /about-me/:testimonialsId? (signed in): the company's story and what customers say (published testimonials; with
// an id, that one). The original POST here ("updates the testimonial") is not offered: publication goes through
// the review page, and testimonials are the customers' own words.

export async function loader({
  params,
}: LoaderFunctionArgs): Promise<{ items: Testimonial[]; problem?: string }> {
  return listOrProblem(() => loadPublished(params['testimonialsId'], 12), {
    page: 'about me',
    collection: 'testimonials',
    problem: 'The testimonials could not be loaded.',
  })
}

export function Component() {
  const { items, problem } = useLoaderData<typeof loader>()
  const company = env.VITE_COMPANY_NAME
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        About {company}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {company} is a private-chef kitchen that comes to you. We cook seasonal, generous food in your own
        kitchen for family suppers, celebrations and weekly meal plans, and we leave the kitchen as clean as
        we found it.
      </Typography>
      <Typography sx={{ mb: 4 }}>
        Every engagement starts with a consultation: we learn who is at the table, what they love and what
        they cannot eat, then build menus and packages around it. Prices are per package and include shopping,
        cooking and service.
      </Typography>
      <Typography variant="h5" component="h2" gutterBottom>
        What our guests say
      </Typography>
      {problem && <Typography color="error">{problem}</Typography>}
      {items.length === 0 && !problem && (
        <Typography color="text.secondary">No testimonials have been published yet.</Typography>
      )}
      <TestimonialCards items={items} />
    </Box>
  )
}
