// What other features use of the prep list: the kitchen sheet of a set of orders, and one order as it reads there.
export { buildPrepSheet, prepOrderOf, type PrepOrder, type PrepSheet } from './prep-sheet.ts'
