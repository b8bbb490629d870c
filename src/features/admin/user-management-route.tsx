import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Form, Link as RouterLink, useLoaderData } from 'react-router'
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router'
import { FormDialog } from '../../components/form-dialog.tsx'
import { FormField } from '../../components/form-field.tsx'
import { useFetcherForm } from '../../components/form-result.ts'
import { FormFeedback } from '../../components/page-form.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { ResponsiveTable } from '../../components/responsive-table.tsx'
import { UnreadableNotice } from '../../components/unreadable-notice.tsx'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { firebase } from '../../lib/firebase.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import type { UserProfile } from '../../shared/schemas/user-profile.ts'
import { createUser } from './create-user.ts'
import { readUserSearch, searchByOptions, toUserPage, userPageQuery, type UserSearch } from './user-search.ts'

export interface UserRow {
  id: string
  email: string
  firstName: string
  lastName: string
  joined?: number
}

function toRow(profile: UserProfile): UserRow {
  return {
    id: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    joined: profile.createdStamp ?? profile.createStamp,
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  firebase()
  const search = readUserSearch(new URL(request.url))
  const { users, unreadable, nextAfter } = toUserPage(await userProfiles.query(userPageQuery(search)))
  return { search, users: users.map(toRow), unreadable: unreadable.map(({ id }) => ({ id })), nextAfter }
}

export type UserManagementData = Awaited<ReturnType<typeof loader>>

export async function action({ request }: ActionFunctionArgs) {
  firebase()
  return createUser(await request.formData())
}

function pageLink(search: UserSearch, after?: string): string {
  const params = new URLSearchParams()
  if (search.q) {
    params.set('q', search.q)
    params.set('by', search.by)
  }
  if (after) params.set('after', after)
  const query = params.toString()
  return query ? `/user-management?${query}` : '/user-management'
}

const profileLink = (id: string) => `/customer-profile/${encodeURIComponent(id)}`

function viewLink(user: UserRow) {
  return (
    <PageLink to={profileLink(user.id)} aria-label={`View ${user.email || user.id}`}>
      View
    </PageLink>
  )
}

function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const { fetcher, form } = useFetcherForm<typeof action>()
  const created = form.result?.ok ? form.result.data : undefined
  return (
    <FormDialog
      title="Create User/Profile"
      fetcher={fetcher}
      form={form}
      submitLabel="Create"
      busyLabel="Creating…"
      done={Boolean(created)}
      onClose={onClose}
    >
      {created ? (
        <Alert severity={created.warning ? 'warning' : 'success'} role="status">
          {created.warning ?? `Account created for ${created.email}.`}{' '}
          <PageLink to={`/customer-profile/${created.uid}`}>Open the profile</PageLink>
        </Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Creates the sign-in account and its profile. Fields marked * are required.
          </Typography>
          <FormField label="Email" type="email" required autoComplete="off" {...form.field('email')} />
          <FormField
            label="Password"
            name="password"
            required
            autoComplete="new-password"
            error={form.errorOf('password')}
          />
          <FormField label="First name" autoComplete="off" {...form.field('firstName')} />
          <FormField label="Last name" autoComplete="off" {...form.field('lastName')} />
          <FormFeedback form={form} sx={{ mt: 1 }} />
        </>
      )}
    </FormDialog>
  )
}

export function UserManagement({ data }: { data: UserManagementData }) {
  const { search, users, unreadable, nextAfter } = data
  const [creating, setCreating] = useState(false)
  const tableLabelId = useId()
  return (
    <Box sx={{ py: 3 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1">
          User Management
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          Create User/Profile
        </Button>
      </Stack>
      <Form method="get" role="search" aria-label="Search users">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ my: 2, alignItems: { sm: 'center' } }}
        >
          <FormField label="Search (starts with)" name="q" defaultValue={search.q} type="text" />
          <FormField label="Search by" name="by" defaultValue={search.by} options={searchByOptions} />
          <Button type="submit" variant="outlined">
            Search
          </Button>
        </Stack>
      </Form>
      <Typography id={tableLabelId} variant="body2" sx={{ mb: 1 }}>
        {search.q
          ? `Users whose ${searchByOptions.find((option) => option.value === search.by)?.label.toLowerCase()} starts with "${search.q}"`
          : 'All users, newest first'}
      </Typography>
      <UnreadableNotice records={unreadable} repairPath={profileLink} />
      {users.length === 0 ? (
        <Typography>
          {unreadable.length === 0 ? 'No users found.' : 'No other users on this page.'}
        </Typography>
      ) : (
        <ResponsiveTable
          rows={users}
          labelId={tableLabelId}
          columns={[
            { header: 'E-mail', cell: (user) => user.email, breakAll: true },
            { header: 'First name', cell: (user) => user.firstName },
            { header: 'Last name', cell: (user) => user.lastName },
            { header: 'Joined', cell: (user) => formatStamp(user.joined) },
            { header: 'Profile', cell: viewLink },
          ]}
          entry={(user) => (
            <>
              <Typography sx={{ wordBreak: 'break-all', fontWeight: 500 }}>
                {user.email || '(no e-mail)'}
              </Typography>
              <Typography variant="body2">
                {[user.firstName, user.lastName].filter(Boolean).join(' ') || '(no name)'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Joined {formatStamp(user.joined)}
              </Typography>
              {viewLink(user)}
            </>
          )}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {search.after && (
          <Button component={RouterLink} to={pageLink(search)}>
            First page
          </Button>
        )}
        {nextAfter && (
          <Button component={RouterLink} to={pageLink(search, nextAfter)}>
            Next page
          </Button>
        )}
      </Stack>
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {creating && <CreateUserDialog onClose={() => setCreating(false)} />}
    </Box>
  )
}

export function Component() {
  return <UserManagement data={useLoaderData<typeof loader>()} />
}
