// What other features may use of the customer pages: the customer a child page is about, and its heading.
export { loadCustomer, type CustomerSummary } from './customer-context.ts'
export { CustomerHeader } from './customer-header.tsx'
