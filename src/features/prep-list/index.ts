// What other features use of the prep list: the kitchen sheet of a set of orders.
export { buildPrepSheet, type PrepOrder, type PrepSheet } from './prep-sheet.ts'
