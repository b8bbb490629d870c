// messages: contact messages for the back office.
import { adminOnlyTable } from '../rule-case.ts'

export default adminOnlyTable('messages', {
  doc: 'message-1',
  data: { name: 'Ana', email: 'ana@example.com', body: 'Are you free on Friday?' },
  update: { read: true },
})
