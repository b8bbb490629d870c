import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useRef, useState } from 'react'
import { Form, useLoaderData, useLocation, useNavigation, type LoaderFunctionArgs } from 'react-router'
import { CartLines, type CartItemCheck } from '../../components/cart/cart-lines.tsx'
import { focusFirstProblem } from '../../components/focus-first-problem.ts'
import { useFormResult } from '../../components/form-result.ts'
import { FormFeedback } from '../../components/page-form.tsx'
import { FormField } from '../../components/form-field.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { readCart, setCartItemOptions, useCart } from '../../lib/cart/cart.ts'
import { OptionFields } from '../../components/cart/option-fields.tsx'
import { isVisibleTo } from '../../lib/catalog/catalog-selection.ts'
import { chefPackages } from '../../lib/data/chef-packages.ts'
import { orNullWhenDenied } from '../../lib/data/or-null-when-denied.ts'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import { optionalUser } from '../../lib/route-user.ts'
import type { SessionUser } from '../../lib/session.ts'
import { fulfilmentOptionsCallable } from '../../shared/callables.ts'
import { formatPrice } from '../../shared/money.ts'
import { isValidCustomerEmail } from '../../shared/email-pattern.ts'
import { fulfilmentField, savedDetailsOf, type SavedDetails } from './fulfilment-form.ts'
import { pricedPackageOf, reviewLines, typedGuests } from './review-pricing.ts'
import type { PricedPackage } from '../../shared/orders/package-pricing.ts'
import { FulfilmentSection, type FulfilmentOptions } from './fulfilment-section.tsx'
import { checkCartItems } from './review-checks.ts'
import { DietarySection } from './dietary-section.tsx'
import {
  applyCodeIntent,
  enterAppliesOnlyTheCode,
  placeOrderIntent,
  promotionCodeField,
} from './enter-key.ts'
import { action, optionField, type AppliedCode } from './order-review-action.ts'
import { dietaryProfileOf, type DietaryProfile } from '../../lib/forms/dietary-form.ts'
import { readFoodSettings } from '../../lib/data/site-settings.ts'
import { allergens, allergensFor, type Allergen } from '../../shared/food/allergens.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import { depositFact } from '../../shared/orders/deposit-words.ts'

// /order-review (public) and /order-payment (signed-in): the cart with remove buttons, subtotal, tax and total,
// order notes, and for guests the e-mail field. To Payment places the order through placeOrderCallable, which
// prices it on the server and answers with the Stripe Checkout URL; card details are only ever typed on Stripe's page.

interface ReviewData {
  user: SessionUser | null
  checks: Record<string, CartItemCheck>
  /** When, where and for whom this cart can be fulfilled; null for an empty cart. */
  options: FulfilmentOptions | null
  saved: SavedDetails
  /** The customer's allergies and diets from their profile (none for guests). */
  dietary: DietaryProfile
  /** The allergens the business labels by, and any the customer already has. */
  offeredAllergens: Allergen[]
  /** The cart's packages with their allergens, for the allergen warning. */
  cartFood: Array<{ title: string; allergens: Allergen[] }>
  /** The cart's packages as the pricing reads them, to price per-guest lines and options as the server will. */
  packages: Record<string, PricedPackage>
  /** What a deposit package in the cart means for the card, one sentence a package, said before paying. */
  depositFacts: Array<{ title: string; fact: string }>
}

const readablePackage = (id: string) => orNullWhenDenied(chefPackages.get(id))

export async function loader({ context }: LoaderFunctionArgs): Promise<ReviewData> {
  const user = await optionalUser(context)
  const cart = readCart()
  // The packages the checks read are kept for the allergen warning: no second read.
  const read = new Map<string, ChefPackage | null>()
  const readAndKeep = async (id: string) => {
    const chefPackage = await readablePackage(id)
    read.set(id, chefPackage)
    return chefPackage
  }
  const [checks, options, profile, foodSettings] = await Promise.all([
    checkCartItems(cart, readAndKeep, (item) => isVisibleTo(item, user?.uid ?? null)),
    cart.length === 0
      ? null
      : callFunction(fulfilmentOptionsCallable, {
          cartData: cart.map(({ chefPackageId, quantity }) => ({ chefPackageId, quantity })),
        }).then(dataOrThrow),
    user ? orNullWhenDenied(userProfiles.get(user.uid)) : null,
    readFoodSettings(),
  ])
  const dietary = dietaryProfileOf(profile)
  const offered = allergensFor(foodSettings.allergenRegime)
  return {
    user,
    checks,
    options,
    saved: savedDetailsOf(profile),
    dietary,
    offeredAllergens: allergens.filter(
      (allergen) => offered.includes(allergen) || dietary.allergies.includes(allergen),
    ),
    cartFood: [...read.values()].flatMap((chefPackage) =>
      chefPackage ? [{ title: chefPackage.title, allergens: chefPackage.allergens }] : [],
    ),
    packages: Object.fromEntries(
      [...read.entries()].flatMap(([id, chefPackage]) =>
        chefPackage ? [[id, pricedPackageOf(chefPackage)] as const] : [],
      ),
    ),
    depositFacts: [...read.values()].flatMap((chefPackage) =>
      chefPackage?.deposit ? [{ title: chefPackage.title, fact: depositFact(chefPackage.deposit) }] : [],
    ),
  }
}

export { action }

export function Component() {
  const { user, checks, options, saved, dietary, offeredAllergens, cartFood, packages, depositFacts } =
    useLoaderData<typeof loader>()
  const [deliveryFeeCents, setDeliveryFeeCents] = useState(0)
  const [travelFeeCents, setTravelFeeCents] = useState(0)
  const result = useFormResult<typeof action>()
  const cart = useCart()
  // The guests as typed: per-guest lines and the totals follow them.
  const [guests, setGuests] = useState(() => typedGuests(result.valueOf(fulfilmentField('guests'))))
  const { items, checks: shownChecks } = reviewLines(cart, packages, checks, guests)
  const navigation = useNavigation()
  const location = useLocation()
  const [email, setEmail] = useState('')
  const [emailTouched, setEmailTouched] = useState(false)
  const [allergenWaiting, setAllergenWaiting] = useState(false)
  const allergenReasonId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const linesRef = useRef<HTMLDivElement>(null)
  // A refused order (the page's own check or the server's) sends focus to the first field that says why.
  useEffect(() => {
    // The lines come first: a refused option is there.
    if (result.result && !result.result.ok && !focusFirstProblem(linesRef.current)) {
      focusFirstProblem(formRef.current)
    }
  }, [result.result])
  const submitting = navigation.state === 'submitting' && navigation.formAction === location.pathname
  const applying = submitting && navigation.formData?.get('intent') === 'apply-code'
  const placing = submitting && !applying
  // The code last applied stays shown until another answer says otherwise (a refusal next to the code clears it).
  const [applied, setApplied] = useState<{ answer: unknown; code: AppliedCode | null }>({
    answer: undefined,
    code: null,
  })
  if (result.result !== applied.answer) {
    const answer = result.result
    const next =
      answer?.ok && answer.data.intent === 'apply-code'
        ? answer.data
        : answer && !answer.ok && answer.fieldErrors['promotionCode']
          ? null
          : applied.code
    setApplied({ answer, code: next })
  }
  const discount = applied.code ? { code: applied.code.code, cents: applied.code.discountCents } : undefined
  const emailValid = isValidCustomerEmail(email)
  const unavailable = items.filter((item) => checks[item.chefPackageId]?.kind === 'missing')
  const emailError =
    result.errorOf('customer_email') ??
    (emailTouched && email !== '' && !emailValid
      ? 'Enter a valid e-mail address, for example name@example.com.'
      : undefined)
  // docs/product.md, Validation: To Payment appears only when signed in or the guest e-mail is valid.
  const canPay = (user !== null || emailValid) && unavailable.length === 0 && items.length > 0

  if (items.length === 0) {
    return (
      <Box sx={{ py: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Order Review
        </Typography>
        <Typography sx={{ mb: 2 }}>Your cart is empty.</Typography>
        <PageLink to="/package-shop">Browse the package shop</PageLink>
      </Box>
    )
  }
  return (
    <Box sx={{ py: { xs: 2, md: 3 }, maxWidth: 760 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Order Review
      </Typography>
      <Paper ref={linesRef} variant="outlined" sx={{ p: 2, mb: 3 }}>
        <CartLines
          items={items}
          checks={shownChecks}
          editable={{ returnTo: location.pathname }}
          deliveryFeeCents={deliveryFeeCents}
          travelFeeCents={travelFeeCents}
          {...(discount ? { discount } : {})}
          lineExtra={(item, index) => {
            const chefPackage = packages[item.chefPackageId]
            if (!chefPackage || chefPackage.optionGroups.length === 0) return null
            return (
              <Box component="section" aria-label={`Your choices for ${item.title}`}>
                <OptionFields
                  groups={chefPackage.optionGroups}
                  value={cart[index]?.chosen ?? []}
                  onChange={(chosen) => setCartItemOptions(item.chefPackageId, chosen)}
                  errorOf={(groupId) => result.errorOf(optionField(item.chefPackageId, groupId))}
                  name={`options.${item.chefPackageId}`}
                  perGuest={chefPackage.pricing === 'perGuest'}
                />
              </Box>
            )
          }}
        />
      </Paper>
      {unavailable.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Remove the packages that are no longer available to continue.
        </Alert>
      )}
      <Form
        ref={formRef}
        method="post"
        noValidate
        aria-label="Place your order"
        onKeyDown={enterAppliesOnlyTheCode}
      >
        <Stack spacing={2}>
          {options?.configured && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <FulfilmentSection
                options={options}
                form={result}
                saved={saved}
                onDeliveryFee={setDeliveryFeeCents}
                onTravelFee={setTravelFeeCents}
                onGuests={(typed) => setGuests(typedGuests(typed))}
              />
              {deliveryFeeCents > 0 && (
                <Typography sx={{ mt: 2 }}>
                  Delivery {formatPrice(deliveryFeeCents / 100)} is in the totals above (the delivery fee is
                  not taxed).
                </Typography>
              )}
              {travelFeeCents > 0 && (
                <Typography sx={{ mt: 2 }}>
                  Travel {formatPrice(travelFeeCents / 100)} is in the totals above (the travel fee is not
                  taxed).
                </Typography>
              )}
              {depositFacts.map(({ title, fact }) => (
                <Typography key={title} sx={{ mt: 2 }} data-testid="deposit-fact">
                  {title}: {fact}
                </Typography>
              ))}
            </Paper>
          )}
          <DietarySection
            offered={offeredAllergens}
            initial={dietary}
            packages={cartFood}
            form={result}
            signedIn={user !== null}
            onWaiting={setAllergenWaiting}
          />
          <PromotionCodeField form={result} applied={applied.code} applying={applying} />
          {/* The fees the totals show, for the code's minimum-charge check; the server prices the order itself. */}
          <input type="hidden" name="deliveryFeeEstimate" value={deliveryFeeCents + travelFeeCents} />
          <TextField
            name="orderNotes"
            label="Order notes"
            multiline
            minRows={3}
            helperText={
              result.errorOf('orderNotes') ??
              (options?.configured
                ? 'Anything else the chef should know.'
                : 'Allergies, preferred date and time, anything the chef should know.')
            }
            error={Boolean(result.errorOf('orderNotes'))}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {user ? (
            <Typography color="text.secondary">
              Confirmation goes to {user.email ?? 'your account e-mail'}.
            </Typography>
          ) : (
            <TextField
              name="customer_email"
              label="Your e-mail"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() => setEmailTouched(true)}
              error={Boolean(emailError)}
              helperText={emailError ?? 'We send your order confirmation and payment link here.'}
            />
          )}
          <FormFeedback form={result} sx={{}} />
          {canPay ? (
            <Stack spacing={1}>
              <Button
                type="submit"
                name="intent"
                value={placeOrderIntent}
                variant="contained"
                size="large"
                disabled={placing || allergenWaiting}
                {...(allergenWaiting ? { 'aria-describedby': allergenReasonId } : {})}
              >
                {placing ? 'Opening payment…' : 'To Payment'}
              </Button>
              {allergenWaiting && (
                <Typography id={allergenReasonId} role="status" color="text.secondary">
                  To Payment waits for you to confirm the allergen warning above: tick "I have read this
                  warning and want to order these packages", or remove the package from your cart.
                </Typography>
              )}
            </Stack>
          ) : (
            !user &&
            unavailable.length === 0 && (
              <Typography role="status" color="text.secondary">
                Enter your e-mail address to continue to payment.
              </Typography>
            )
          )}
          <Typography variant="body2" color="text.secondary">
            You pay on Stripe's secure checkout page; we never see your card details.
          </Typography>
        </Stack>
      </Form>
    </Box>
  )
}

/** The promotion code with its Apply button; the reason a code is refused shows under it. */
function PromotionCodeField({
  form,
  applied,
  applying,
}: {
  form: ReturnType<typeof useFormResult<typeof action>>
  applied: AppliedCode | null
  applying: boolean
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="promotion-code-heading">
      <Typography id="promotion-code-heading" variant="h6" component="h2" gutterBottom>
        Promotion code
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormField
          label="Code"
          autoComplete="off"
          {...form.field(promotionCodeField)}
          helperText={
            applied ? `${applied.code}: ${applied.description} (before tax).` : 'Have a code? Apply it here.'
          }
        />
        <Button
          type="submit"
          name="intent"
          value={applyCodeIntent}
          variant="outlined"
          disabled={applying}
          sx={{ flexShrink: 0, minHeight: 56 }}
        >
          {applying ? 'Checking…' : 'Apply'}
        </Button>
      </Stack>
    </Paper>
  )
}
