// adminCheck: back-office admin check records.
import { adminOnlyTable } from '../rule-case.ts'

export default adminOnlyTable('adminCheck', {
  doc: 'check-1',
  data: { uid: 'admin-1', ok: true },
  update: { ok: false },
})
