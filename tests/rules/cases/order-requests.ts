// orderRequests: one per placed order request, holding a guest's order token; read and written only by placeOrder.
import { serverOnlyTable } from '../rule-case.ts'

export default serverOnlyTable('orderRequests', {
  doc: 'request-hash',
  data: { orderId: 'order-1', token: 'secret' },
  update: { orderId: 'order-2' },
})
