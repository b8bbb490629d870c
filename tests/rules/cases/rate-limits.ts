// rateLimits: counters of the public callables (hashed keys).
import { serverOnlyTable } from '../rule-case.ts'

export default serverOnlyTable('rateLimits', {
  doc: 'testimonial-email-abc',
  data: { windowStart: 1, count: 1 },
  update: { windowStart: 1, count: 0 },
})
