import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { TestimonialView } from './landing-data.ts'
import { TitledSection } from '../../components/titled-section.tsx'

let monthFormat: Intl.DateTimeFormat | undefined
/**
 * "October 2026": in English and by UTC, so the server and every visitor's browser write the same month (a
 * browser's own language or time zone would differ from the server's page and break its hydration). Made on first
 * use: a page's first Intl formatter costs some milliseconds.
 */
export const reviewMonth = (stamp: number) =>
  (monthFormat ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })).format(new Date(stamp))

export function TestimonialList({ testimonials }: { testimonials: readonly TestimonialView[] }) {
  if (testimonials.length === 0) return null
  return (
    <TitledSection headingId="landing-testimonials-heading" title="What Our Guests Say">
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {testimonials.map((item) => (
          <Card key={item.id} component="figure" variant="outlined" sx={{ m: 0 }}>
            <CardContent>
              <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
                “{item.testimony}”
              </Typography>
              <Typography component="figcaption" variant="subtitle2" sx={{ mt: 1.5 }}>
                {item.name}
                {item.reviewStamp !== undefined && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' · '}
                    {reviewMonth(item.reviewStamp)}
                  </Typography>
                )}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </TitledSection>
  )
}
