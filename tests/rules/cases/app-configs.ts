// appConfigs: operational settings such as alert recipients; configContent is JSON text of bounded size.
import { adminOnlyTable, allow, refuse } from '../rule-case.ts'

const data = { title: 'Order alerts', configKey: 'alertRecipients', configContent: 'chef@example.com' }

export default adminOnlyTable(
  'appConfigs',
  { doc: 'alerts', data, update: { configContent: 'owner@example.com' } },
  [
    allow(
      'admin',
      'create',
      { doc: 'new', data: { ...data, configContent: 'x'.repeat(100000) } },
      'content of 100000 characters',
    ),
    refuse(
      'admin',
      'create',
      { doc: 'new', data: { ...data, configContent: 'x'.repeat(100001) } },
      'content of 100001 characters',
    ),
    refuse(
      'admin',
      'create',
      { doc: 'new', data: { ...data, configContent: { email: 'a' } } },
      'content that is not text',
    ),
    allow('admin', 'update', { doc: 'alerts', data: { configContent: '[]' } }, 'content set to other text'),
    refuse('admin', 'update', { doc: 'alerts', data: { configContent: 12 } }, 'content set to a number'),
  ],
)
