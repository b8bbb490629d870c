// paymentCustomers: the payment provider's customer per e-mail address; read and written only by the checkout.
import { serverOnlyTable } from '../rule-case.ts'

export default serverOnlyTable('paymentCustomers', {
  doc: 'address-hash',
  data: { providerCustomerId: 'cus_1' },
  update: { providerCustomerId: 'cus_2' },
})
