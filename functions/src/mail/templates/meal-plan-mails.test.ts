import { describe, expect, it } from 'vitest'
import { mealPlanChangeMail, type MealPlanChangeMailModel } from './meal-plan-mails.tsx'
import { renderMail } from './render-mail.ts'

const model = (byStaff: boolean): MealPlanChangeMailModel => ({
  businessName: 'Saffron Table',
  customerName: 'Casey <b>Rivera</b>',
  planName: '5 lunches a week',
  summary: 'We will skip your meals for Wed, Dec 16, 2026: no order and no charge that week.',
  byStaff,
  manageUrl: 'https://shop.example/my-meal-plans',
  contact: { email: 'chef@saffron-table.test' },
})

describe('the meal plan change mail', () => {
  it('says what changed and links to the meal plans page', async () => {
    const mail = await renderMail(mealPlanChangeMail(model(false)))
    expect(mail.subject).toBe('Your meal plan: 5 lunches a week')
    const text = mail.text.replace(/\s+/g, ' ')
    expect(text).toContain('You changed your meal plan. We will skip your meals for Wed, Dec 16, 2026')
    expect(mail.html).toContain('href="https://shop.example/my-meal-plans"')
    expect(mail.html).not.toContain('<b>Rivera</b>')
  })

  it('says the business made a change made by staff', async () => {
    const text = (await renderMail(mealPlanChangeMail(model(true)))).text.replace(/\s+/g, ' ')
    expect(text).toContain('Saffron Table changed your meal plan for you.')
  })
})
