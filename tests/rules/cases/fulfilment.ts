// fulfilmentSettings (the schedule) and fulfilmentDays (places held per date): server only, admins included.
import { serverOnlyTable } from '../rule-case.ts'

export const fulfilmentSettings = serverOnlyTable('fulfilmentSettings', {
  doc: 'schedule',
  data: { timeZone: 'America/New_York', leadTimeDays: 1 },
  update: { leadTimeDays: 0 },
})

export const fulfilmentDays = serverOnlyTable('fulfilmentDays', {
  doc: '2026-12-15',
  data: { date: '2026-12-15', slots: { dinner: 1 }, packages: {} },
  update: { slots: { dinner: 0 } },
})
