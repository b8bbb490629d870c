// What other features use of the event sheet: which orders have one, and where it is.
export { eventSheetPath, hasEventSheet } from './event-sheet.ts'
