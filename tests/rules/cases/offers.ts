// offers: back-office offer records (not the public landingOffers).
import { adminOnlyTable } from '../rule-case.ts'

export default adminOnlyTable('offers', {
  doc: 'offer-1',
  data: { title: 'Corporate lunch', price: 500 },
  update: { price: 450 },
})
