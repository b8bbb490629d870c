import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import { useFormResult } from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { QuestionFields } from '../../components/questions/question-fields.tsx'
import { RepairedFieldsNotice } from '../../components/unreadable-notice.tsx'
import { DietaryFields } from '../../components/dietary-fields.tsx'
import { dietaryFieldNames, offeredAllergensFor } from '../../lib/forms/dietary-form.ts'
import { readFoodSettings } from '../../lib/data/site-settings.ts'
import { allergensFor } from '../../shared/food/allergens.ts'
import { repairPatch } from '../../lib/data/collection.ts'
import { forms } from '../../lib/data/forms.ts'
import { isPermissionDenied } from '../../lib/data/or-null-when-denied.ts'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { requireUser, type UserLookupArgs } from '../../lib/route-user.ts'
import { failed, submittedValues } from '../../shared/action-result.ts'
import { consultationSignUpFormKey } from '../../shared/schemas/form.ts'
import { userStatuses, userStatusTitles } from '../../shared/schemas/user-profile.ts'
import { formatPhone } from '../../shared/phone-number.ts'
import {
  answersPrefix,
  editableQuestions,
  fallbackQuestions,
  readProfileSubmission,
  unaskedDietaryFields,
} from './profile-form.ts'
import { notFound } from '../../lib/not-found.ts'

// /customer-profile/:userProfileId? (index): the consultation sign-up form on the profile.

async function loadContext({ params, ...lookup }: UserLookupArgs & Pick<LoaderFunctionArgs, 'params'>) {
  const user = await requireUser(lookup)
  const profileId = params['userProfileId'] ?? user.uid
  // Customers only have their own profile; rules refuse the others anyway.
  if (profileId !== user.uid && !user.isAdmin) throw redirect('/customer-profile')
  // Read leniently, so a profile with a stored value that does not fit still opens (the user list links here) and
  // an admin's save writes a corrected version.
  const [read, form, foodSettings] = await Promise.all([
    userProfiles.getLenient(profileId),
    forms.getByKey('formKey', consultationSignUpFormKey),
    readFoodSettings(),
  ])
  if (!read) throw notFound('This profile does not exist.')
  const questions = editableQuestions(form?.questions.length ? form.questions : fallbackQuestions)
  return { user, profile: read.record, read, profileId, form, questions, foodSettings }
}

export async function loader(args: LoaderFunctionArgs) {
  const { user, profile, read, profileId, form, questions, foodSettings } = await loadContext(args)
  return {
    offeredAllergens: offeredAllergensFor(allergensFor(foodSettings.allergenRegime), profile.allergies),
    isAdmin: user.isAdmin,
    repaired: user.isAdmin ? read.repaired : [],
    isOwn: profileId === user.uid,
    profileId,
    profile,
    title: form?.title || 'Consultation Sign Up',
    description: form?.description ?? '',
    questions,
  }
}

export async function action(args: ActionFunctionArgs) {
  const { user, profile, read, profileId, questions } = await loadContext(args)
  const formData = await args.request.formData()
  const result = readProfileSubmission(formData, questions, user, profile.userStatus)
  if (!result.ok) return failed({ fieldErrors: result.errors }, submittedValues(formData))
  try {
    // The customer's own save leaves fields they may not write alone; their answers rewrite the search keys.
    const { patch } = result
    await userProfiles.update(profileId, user.isAdmin ? { ...repairPatch(read), ...patch } : patch)
  } catch (error) {
    const code = (error as { code?: string } | null)?.code
    console.error('customer profile: save failed', { collection: 'userProfiles', id: profileId, code })
    const formError = isPermissionDenied(error)
      ? 'You are not allowed to change this profile.'
      : 'Your answers could not be saved. Please try again.'
    return failed({ formError }, submittedValues(formData))
  }
  return redirect(user.isAdmin ? '/user-management' : '/user-dashboard')
}

export function Component() {
  const { isAdmin, isOwn, profileId, profile, repaired, title, description, questions, offeredAllergens } =
    useLoaderData<typeof loader>()
  // A failed save leaves the form mounted, so what was typed stays in its fields.
  const form = useFormResult<typeof action>()
  // Questions of the consultation form may ask for the allergies or diets; the page's own section asks the rest.
  const dietary = { names: dietaryFieldNames(''), offered: offeredAllergens, initial: profile }
  const unasked = unaskedDietaryFields(questions)
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ')
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {isOwn ? title : `Customer Profile: ${name || profile.email}`}
        </Typography>
        {isOwn && description && <Typography color="text.secondary">{description}</Typography>}
        <Typography sx={{ mt: 1 }}>
          E-mail: <strong>{profile.email || '—'}</strong> · Status:{' '}
          <strong>{userStatusTitles[profile.userStatus]}</strong>
        </Typography>
      </Box>
      {isAdmin && (
        <Stack direction="row" spacing={2} component="nav" aria-label="Customer records">
          <PageLink to={`/customer-profile/${encodeURIComponent(profileId)}/consultation-notes`}>
            Consultation notes
          </PageLink>
          <PageLink to={`/customer-profile/${encodeURIComponent(profileId)}/customer-payments`}>
            Customer payments
          </PageLink>
          <PageLink to={`/customer-profile/${encodeURIComponent(profileId)}/customer-quotes`}>
            Quotes
          </PageLink>
        </Stack>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Form method="post" noValidate>
          <FormFeedback
            form={form}
            fieldErrorsNotice="Please correct the fields marked below."
            sx={{ mb: 2 }}
          />
          <RepairedFieldsNotice fields={repaired} />
          {isAdmin && (
            <FormField
              label="User status"
              {...form.field('userStatus', profile.userStatus)}
              options={userStatuses.map((status) => ({ value: status, label: userStatusTitles[status] }))}
            />
          )}
          <QuestionFields
            questions={questions}
            // The phone is stored as E.164 and shown as people write it, as on the settings page.
            values={{ ...profile, phone: formatPhone(profile.phone) }}
            errors={form.fieldErrors}
            namePrefix={answersPrefix}
            dietaryProfile={dietary}
          />
          {unasked.length > 0 && (
            <Box component="section" aria-labelledby="profile-dietary-heading" sx={{ mt: 3 }}>
              <Typography id="profile-dietary-heading" variant="h6" component="h2">
                {unasked.length === 2
                  ? 'Allergies and diets'
                  : unasked[0] === 'allergies'
                    ? 'Allergies'
                    : 'Diets'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {isOwn
                  ? 'We fill these in when you order and the kitchen sees them with your order. We warn you about packages that contain what you are allergic to.'
                  : 'Filled in when the customer orders; the kitchen sees them with each order.'}
              </Typography>
              <DietaryFields fields={unasked} {...dietary} />
            </Box>
          )}
          <SubmitButton label="Save" busyLabel="Saving…" sx={{ mt: 3 }} />
        </Form>
      </Paper>
    </Stack>
  )
}
