// counters: the next order number, advanced only inside order transactions on the server.
import { serverOnlyTable } from '../rule-case.ts'

export default serverOnlyTable('counters', {
  doc: 'orders',
  data: { next: 1001 },
  update: { next: 1 },
})
