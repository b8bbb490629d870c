// Test data: the terms of a typical weekly meal plan, for the tests that parse plans and those that write them
// directly. Five meals for $60 a week, 10 % less for subscribers, made on Wednesdays for pickup or delivery, the
// week's choices closing on Thursday at 23:59.
export const weeklyPlanTerms = {
  mealsPerCycle: 5,
  priceCents: 6000,
  subscriberDiscountPercent: 10,
  cadenceWeeks: 1,
  fulfilmentDays: [3],
  methods: ['pickup', 'delivery'],
  selectionCutoff: { weekday: 4, time: '23:59' },
}
