// adminUsers: back-office user records.
import { adminOnlyTable } from '../rule-case.ts'

export default adminOnlyTable('adminUsers', {
  doc: 'admin-1',
  data: { email: 'chef@example.com', name: 'Chef' },
  update: { name: 'Head chef' },
})
