// mail: queued and delivered by Cloud Functions only, not even readable by its recipient (an order confirmation
// holds the guest's order link).
import { refuse, serverOnlyTable } from '../rule-case.ts'

const mail = { to: ['guest@example.com'], message: { subject: 'Your order', html: '<p>Thanks</p>' } }

export default serverOnlyTable(
  'mail',
  {
    doc: 'mail-1',
    data: mail,
    update: { 'delivery.state': 'SUCCESS' },
    seed: { 'mail/order-confirmation-o1': { ...mail, to: ['alice@example.test'] } },
  },
  [
    refuse(
      ['customer', 'guest'],
      'get',
      { doc: 'order-confirmation-o1' },
      "reads the customer's order confirmation",
    ),
  ],
)
