import Checkbox from '@mui/material/Checkbox'
import type { User } from 'firebase/auth'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import {
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { DietaryFields } from '../../components/dietary-fields.tsx'
import { FormField } from '../../components/form-field.tsx'
import { GuestOrdersNotice } from '../../components/guest-orders-notice.tsx'
import { keepPageAfterFailedSave, useFetcherForm, type FormResult } from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { AddressListField } from '../../components/questions/question-fields.tsx'
import { useColorMode } from '../../lib/color-mode.ts'
import { isPermissionDenied } from '../../lib/data/or-null-when-denied.ts'
import { readFoodSettings } from '../../lib/data/site-settings.ts'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { firebaseAuth } from '../../lib/firebase.ts'
import { sendVerificationMail } from '../../lib/guest-orders.ts'
import { dietaryFieldNames, offeredAllergensFor, readDietaryProfile } from '../../lib/forms/dietary-form.ts'
import { unknownIntent } from '../../lib/forms/form-intent.ts'
import { loginRedirect, requireUser } from '../../lib/route-user.ts'
import type { SessionUser } from '../../lib/session.ts'
import { failed, succeeded, submittedValues } from '../../shared/action-result.ts'
import { allergensFor } from '../../shared/food/allergens.ts'
import { formatPhone, phoneProblem } from '../../shared/phone-number.ts'
import { errorCode, LinkList, PageTitle } from './account-ui.tsx'
import { MyDataSection } from './my-data-section.tsx'
import {
  accountChangeError,
  addressesQuestion,
  defaultAddressField,
  maxSavedAddresses,
  readAddressesSubmission,
  readEmailSubmission,
  readMailSubmission,
  readNameSubmission,
  readPasswordSubmission,
  remindersField,
  savedAddressesOf,
  settingsIntentOf,
  type SettingsIntent,
} from './settings-form.ts'

// /settings (signed in): the customer's own account, one small form per section, each posting its `intent` to the
// one action below (docs/product.md, Routes). A refusal answers by the fields and keeps what was typed; a save
// writes its section whole or not at all.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context })
  const [read, foodSettings, auth] = await Promise.all([
    userProfiles.getLenient(user.uid),
    readFoodSettings(),
    firebaseAuth(),
  ])
  const profile = read?.record
  const allergies = profile?.allergies ?? []
  const providers = auth.currentUser?.providerData.map((provider) => provider.providerId) ?? []
  return {
    email: user.email,
    emailVerified: auth.currentUser?.emailVerified === true,
    // Accounts made with Google have no password to change, nor one to confirm an e-mail change with.
    hasPassword: providers.includes('password'),
    hasProfile: Boolean(profile),
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: profile?.phone ? formatPhone(profile.phone) : '',
    addresses: profile ? savedAddressesOf(profile) : [],
    dietary: { allergies, diets: profile?.diets ?? [] },
    remindersOff: profile?.remindersOff === true,
    offeredAllergens: offeredAllergensFor(allergensFor(foodSettings.allergenRegime), allergies),
  }
}

type Values = Record<string, string>

async function saveProfile(
  uid: string,
  intent: SettingsIntent,
  patch: object,
  values: Values,
  message: string,
) {
  try {
    await userProfiles.update(uid, patch)
  } catch (error) {
    const code = (error as { code?: string } | null)?.code
    console.error('settings: save failed', { collection: 'userProfiles', intent, code })
    const formError = isPermissionDenied(error)
      ? 'You are not allowed to change these settings.'
      : 'Your changes could not be saved. Please try again.'
    return failed({ formError }, values)
  }
  return succeeded({ intent }, message)
}

/** Checks the current password with the authentication service, then makes the change; failures by the field. */
async function withCurrentPassword(
  intent: SettingsIntent,
  currentPassword: string,
  values: Values,
  change: (user: User) => Promise<void>,
  message: string,
) {
  const auth = await firebaseAuth()
  const { EmailAuthProvider, reauthenticateWithCredential } = await import('firebase/auth')
  const user = auth.currentUser
  // Signed out in another tab since the page opened: log in again, then come back here.
  if (!user?.email) throw redirect(loginRedirect('/settings'))
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword))
    await change(user)
  } catch (error) {
    const code = errorCode(error) ?? 'unknown'
    console.warn('settings: account change refused', { intent, code })
    const { field, message: problem } = accountChangeError(code)
    // Passwords are never sent back into the page.
    const kept = withoutPasswords(values)
    return field === 'form'
      ? failed({ formError: problem }, kept)
      : failed({ fieldErrors: { [field]: problem } }, kept)
  }
  return succeeded({ intent }, message)
}

/** One section's submit: who sent it, the form and what was typed (to put back after a refusal). */
interface Submission {
  user: SessionUser
  formData: FormData
  values: Values
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser({ request, context })
  const formData = await request.formData()
  const submission: Submission = { user, formData, values: submittedValues(formData) }
  switch (settingsIntentOf(formData)) {
    case 'name':
      return saveName(submission)
    case 'addresses':
      return saveAddresses(submission)
    case 'dietary':
      return saveDietary(submission)
    case 'mail':
      return saveMail(submission)
    case 'password':
      return changePassword(submission)
    case 'email':
      return changeEmail(submission)
    case 'verify-email':
      return sendVerification(user.email, submission.values)
    default:
      return unknownIntent(submission.values)
  }
}

const refused = (errors: Record<string, string>, values: Values) => failed({ fieldErrors: errors }, values)

async function saveName({ user, formData, values }: Submission) {
  const parsed = readNameSubmission(formData)
  if (!parsed.ok) return refused(parsed.errors, values)
  return saveProfile(user.uid, 'name', parsed.value, values, 'Your name and phone number are saved.')
}

async function saveAddresses({ user, formData, values }: Submission) {
  const parsed = readAddressesSubmission(formData)
  if (!parsed.ok) return refused(parsed.errors, values)
  return saveProfile(user.uid, 'addresses', { addresses: parsed.value }, values, 'Your addresses are saved.')
}

async function saveDietary({ user, formData, values }: Submission) {
  const dietary = readDietaryProfile(formData, '')
  return saveProfile(user.uid, 'dietary', dietary, values, 'Your allergies and diets are saved.')
}

async function saveMail({ user, formData, values }: Submission) {
  const preferences = readMailSubmission(formData)
  return saveProfile(
    user.uid,
    'mail',
    preferences,
    values,
    preferences.remindersOff
      ? 'New orders will not send a reminder the day before.'
      : 'New orders will send a reminder the day before.',
  )
}

async function changePassword({ formData, values }: Submission) {
  const parsed = readPasswordSubmission(formData)
  if (!parsed.ok) return refused(parsed.errors, withoutPasswords(values))
  const { updatePassword } = await import('firebase/auth')
  return withCurrentPassword(
    'password',
    parsed.value.currentPassword,
    values,
    (current) => updatePassword(current, parsed.value.newPassword),
    'Your password is changed. Use the new one next time you log in.',
  )
}

async function changeEmail({ user, formData, values }: Submission) {
  const parsed = readEmailSubmission(formData, user.email)
  if (!parsed.ok) return refused(parsed.errors, withoutPasswords(values))
  const { verifyBeforeUpdateEmail } = await import('firebase/auth')
  const { newEmail } = parsed.value
  return withCurrentPassword(
    'email',
    parsed.value.currentPassword,
    values,
    (current) => verifyBeforeUpdateEmail(current, newEmail),
    `We sent a link to ${newEmail}. Your account's e-mail changes to it once you open that link; until then, keep logging in with ${user.email ?? 'your current e-mail'}.`,
  )
}

/** The verification mail for the account's own e-mail (guest orders with that address then join the account). */
async function sendVerification(email: string | null, values: Values) {
  try {
    await sendVerificationMail()
  } catch (error) {
    const code = errorCode(error) ?? 'unknown'
    console.warn('settings: verification mail not sent', { code })
    const formError =
      code === 'auth/too-many-requests'
        ? 'We sent several links just now. Please wait a few minutes, then try again.'
        : 'We could not send the verification e-mail. Please try again.'
    return failed({ formError }, values)
  }
  return succeeded(
    { intent: 'verify-email' as const },
    `We sent a verification link to ${email ?? 'your e-mail address'}. Open it, then reload this page: orders you placed as a guest with this address will then show with your orders.`,
  )
}

function withoutPasswords(values: Values): Values {
  return { ...values, currentPassword: '', newPassword: '' }
}

/** A failed save changed nothing: the page keeps what was typed instead of reading the profile again. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return keepPageAfterFailedSave(args)
}

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro?: string
  children: ReactNode
}) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  )
}

/** One section's form: a fetcher form posting `intent`, its answer shown above the submit button. */
function SettingsForm({
  intent,
  submitLabel,
  form,
  fetcher,
  children,
  clearOnSuccess = false,
}: {
  intent: SettingsIntent
  submitLabel: string
  form: FormResult
  fetcher: ReturnType<typeof useFetcherForm>['fetcher']
  children: ReactNode
  /** Empties the fields after a success (passwords are not left on the page). */
  clearOnSuccess?: boolean
}) {
  const ref = useRef<HTMLFormElement>(null)
  const succeededNow = form.result?.ok === true
  useEffect(() => {
    if (clearOnSuccess && succeededNow) ref.current?.reset()
  }, [clearOnSuccess, succeededNow, form.result])
  return (
    <fetcher.Form method="post" noValidate ref={ref}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <FormFeedback form={form} fieldErrorsNotice="Please correct the fields marked above." />
      <SubmitButton label={submitLabel} busyLabel="Saving…" form={form} sx={{ mt: 2 }} />
    </fetcher.Form>
  )
}

function useSectionForm(intent: SettingsIntent) {
  return useFetcherForm<typeof action>({ key: `settings-${intent}` })
}

export function Component() {
  const page = useLoaderData<typeof loader>()
  // The fields are uncontrolled: they start from the values read when the page opened and keep what the customer
  // set since (a save reads the profile again, and MUI warns when a default changes under a mounted field).
  const [initial] = useState(page)
  const name = useSectionForm('name')
  const addresses = useSectionForm('addresses')
  const dietary = useSectionForm('dietary')
  const mail = useSectionForm('mail')
  const password = useSectionForm('password')
  const email = useSectionForm('email')
  const { mode, setMode } = useColorMode()
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <div>
        <PageTitle>Settings</PageTitle>
        <Typography>
          Logged in as <strong>{page.email ?? 'an account without e-mail'}</strong>
        </Typography>
        {page.email && !page.emailVerified && (
          <Stack sx={{ mt: 2 }}>
            <GuestOrdersNotice email={page.email} />
          </Stack>
        )}
      </div>
      {page.hasProfile && (
        <>
          <Section id="settings-name" title="Name and phone">
            <SettingsForm intent="name" submitLabel="Save name and phone" {...name}>
              <FormField
                label="First name"
                required
                autoComplete="given-name"
                {...name.form.field('firstName', initial.firstName)}
              />
              <FormField
                label="Last name"
                autoComplete="family-name"
                {...name.form.field('lastName', initial.lastName)}
              />
              <FormField
                label="Phone"
                type="tel"
                autoComplete="tel"
                helperText="With the country code when it is not a US number, e.g. +44 20 7946 0018."
                check={(value) => phoneProblem(value)}
                {...name.form.field('phone', initial.phone)}
              />
            </SettingsForm>
          </Section>
          <Section
            id="settings-addresses"
            title="Saved addresses"
            intro={`Up to ${maxSavedAddresses}. The order review fills in your default address.`}
          >
            <SettingsForm intent="addresses" submitLabel="Save addresses" {...addresses}>
              <AddressListField
                label="Addresses"
                name={addressesQuestion.questionKey}
                questionKey={addressesQuestion.questionKey}
                initial={initial.addresses}
                errors={addresses.form.fieldErrors}
                defaultName={defaultAddressField}
                maxAddresses={maxSavedAddresses}
              />
            </SettingsForm>
          </Section>
          <Section
            id="settings-dietary"
            title="Allergies and diets"
            intro="We fill these in when you order and the kitchen sees them with your order. We warn you about packages that contain what you are allergic to."
          >
            <SettingsForm intent="dietary" submitLabel="Save allergies and diets" {...dietary}>
              <DietaryFields
                names={dietaryFieldNames('')}
                offered={initial.offeredAllergens}
                initial={initial.dietary}
              />
            </SettingsForm>
          </Section>
          <Section
            id="settings-mail"
            title="Mail"
            intro="Applies to orders you place from now on; each order's page can still turn its reminder on or off."
          >
            <SettingsForm intent="mail" submitLabel="Save mail preferences" {...mail}>
              <FormControlLabel
                control={<Checkbox name={remindersField} defaultChecked={!initial.remindersOff} />}
                label="Send me a reminder the day before each order"
              />
            </SettingsForm>
          </Section>
        </>
      )}
      {page.hasPassword ? (
        <>
          <Section id="settings-password" title="Password">
            <SettingsForm intent="password" submitLabel="Change password" clearOnSuccess {...password}>
              <FormField
                label="Current password"
                required
                autoComplete="current-password"
                {...password.form.field('currentPassword')}
              />
              <FormField
                label="New password"
                required
                autoComplete="new-password"
                helperText="At least 6 characters."
                {...password.form.field('newPassword')}
              />
            </SettingsForm>
          </Section>
          <Section
            id="settings-email"
            title="E-mail address"
            intro="We send a link to the new address; your account changes to it once you open the link."
          >
            <SettingsForm intent="email" submitLabel="Send verification link" clearOnSuccess {...email}>
              <FormField
                label="New e-mail address"
                required
                type="email"
                autoComplete="email"
                {...email.form.field('newEmail')}
              />
              <FormField
                label="Current password"
                required
                autoComplete="current-password"
                {...email.form.field('currentPassword')}
              />
            </SettingsForm>
          </Section>
        </>
      ) : (
        <Section id="settings-sign-in" title="Password and e-mail">
          <Typography>
            You log in with Google, so your password and e-mail address are managed by Google.
          </Typography>
        </Section>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <FormControl>
          <FormLabel id="theme-setting-label">
            <Typography variant="h6" component="h2" color="text.primary">
              Theme
            </Typography>
          </FormLabel>
          <RadioGroup
            aria-labelledby="theme-setting-label"
            value={mode ?? 'system'}
            onChange={(event) => setMode(event.target.value as 'light' | 'dark' | 'system')}
          >
            <FormControlLabel value="system" control={<Radio />} label="Same as this device" />
            <FormControlLabel value="light" control={<Radio />} label="Light" />
            <FormControlLabel value="dark" control={<Radio />} label="Dark" />
          </RadioGroup>
        </FormControl>
        <Typography variant="body2" color="text.secondary">
          The theme is remembered in this browser.
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          More about your account
        </Typography>
        <LinkList
          links={[
            { to: '/customer-profile', label: 'My consultation answers' },
            { to: '/order-management', label: 'My orders' },
            { to: '/payments', label: 'My payments' },
            { to: '/messages', label: 'My messages' },
          ]}
        />
      </Paper>
      <MyDataSection />
    </Stack>
  )
}
