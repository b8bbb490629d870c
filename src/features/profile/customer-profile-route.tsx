import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  data,
  Form,
  Link as RouterLink,
  redirect,
  useActionData,
  useLoaderData,
  useRouteError,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom'
import { ErrorScreen } from '../../components/error-screen.tsx'
import { FormField } from '../../components/form-field.tsx'
import { QuestionFields } from '../../components/questions/question-fields.tsx'
import { forms } from '../../lib/data/forms.ts'
import { isPermissionDenied } from '../../lib/data/or-null-when-denied.ts'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { getSession } from '../../lib/session.ts'
import { consultationSignUpFormKey } from '../../shared/schemas/form.ts'
import { userStatuses, userStatusTitles } from '../../shared/schemas/user-profile.ts'
import { answersPrefix, editableQuestions, fallbackQuestions, readProfileSubmission } from './profile-form.ts'

// /customer-profile/:userProfileId? (index): the consultation sign-up form on the profile.

async function loadContext(params: LoaderFunctionArgs['params']) {
  const { user } = await getSession()
  if (!user) throw redirect('/login?redirectPath=%2Fcustomer-profile')
  const profileId = params['userProfileId'] ?? user.uid
  // Customers only have their own profile; rules refuse the others anyway.
  if (profileId !== user.uid && !user.isAdmin) throw redirect('/customer-profile')
  const [profile, form] = await Promise.all([
    userProfiles.get(profileId),
    forms.getByKey('formKey', consultationSignUpFormKey),
  ])
  if (!profile) throw data('This profile does not exist.', { status: 404 })
  const questions = editableQuestions(form?.questions.length ? form.questions : fallbackQuestions)
  return { user, profile, profileId, form, questions }
}

export async function loader({ params }: LoaderFunctionArgs) {
  const { user, profile, profileId, form, questions } = await loadContext(params)
  return {
    isAdmin: user.isAdmin,
    isOwn: profileId === user.uid,
    profileId,
    profile,
    title: form?.title || 'Consultation Sign Up',
    description: form?.description ?? '',
    questions,
  }
}

export async function action({ params, request }: ActionFunctionArgs) {
  const { user, profile, profileId, questions } = await loadContext(params)
  const result = readProfileSubmission(await request.formData(), questions, user, profile.userStatus)
  if (!result.ok) return { errors: result.errors, values: result.values, formError: '' }
  try {
    await userProfiles.update(profileId, result.patch)
  } catch (error) {
    const code = (error as { code?: string } | null)?.code
    console.error('customer profile: save failed', { collection: 'userProfiles', id: profileId, code })
    return {
      errors: {},
      values: result.patch,
      formError: isPermissionDenied(error)
        ? 'You are not allowed to change this profile.'
        : 'Your answers could not be saved. Please try again.',
    }
  }
  return redirect(user.isAdmin ? '/user-management' : '/user-dashboard')
}

export function Component() {
  const { isAdmin, isOwn, profileId, profile, title, description, questions } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const values = result?.values ? { ...profile, ...result.values } : profile
  const errors: Record<string, string> = result?.errors ?? {}
  const hasErrors = Object.keys(errors).length > 0
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
          <Link
            component={RouterLink}
            to={`/customer-profile/${encodeURIComponent(profileId)}/consultation-notes`}
          >
            Consultation notes
          </Link>
          <Link
            component={RouterLink}
            to={`/customer-profile/${encodeURIComponent(profileId)}/customer-payments`}
          >
            Customer payments
          </Link>
        </Stack>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Form method="post" noValidate>
          {hasErrors && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Please correct the fields marked below.
            </Alert>
          )}
          {result?.formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {result.formError}
            </Alert>
          )}
          {isAdmin && (
            <FormField
              label="User status"
              name="userStatus"
              defaultValue={profile.userStatus}
              error={errors['userStatus']}
              options={userStatuses.map((status) => ({ value: status, label: userStatusTitles[status] }))}
            />
          )}
          <QuestionFields questions={questions} values={values} errors={errors} namePrefix={answersPrefix} />
          <Button type="submit" variant="contained" sx={{ mt: 3 }}>
            Save
          </Button>
        </Form>
      </Paper>
    </Stack>
  )
}

export function ErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />
}
