import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { userProfiles } from '../../lib/data/user-profiles.ts'

// The added-users picker shared by the package and menu editors: the customers a record was prepared for,
// searched by e-mail, posted as one `addedUsers` field per user.

export interface UserOption {
  id: string
  email: string
  name: string
}

export const userPickerLimit = 500

/** The users an editor can pick, by e-mail; a failed read leaves the saved users in place and says so. */
export async function loadUserOptions(
  editorName: string,
): Promise<{ users: UserOption[]; usersProblem?: string }> {
  try {
    const profiles = await userProfiles.query({ limit: userPickerLimit })
    return {
      users: profiles
        .map((profile) => ({
          id: profile.id,
          email: profile.email,
          name: `${profile.firstName} ${profile.lastName}`.trim(),
        }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    }
  } catch (error) {
    console.error(`${editorName}: could not load user profiles`, {
      collection: 'userProfiles',
      code: (error as { code?: string } | null)?.code,
    })
    return { users: [], usersProblem: 'The user list could not be loaded; saved users are kept.' }
  }
}

export function AddedUsersPicker({
  initialUsers,
  users,
  usersProblem,
  helperText,
  hidden = false,
}: {
  initialUsers: readonly string[]
  users: readonly UserOption[]
  usersProblem?: string
  /** What being added means for this record. */
  helperText: string
  /** Hides the field but keeps posting the picked users, so hiding and showing it loses nobody. */
  hidden?: boolean
}) {
  const [selected, setSelected] = useState<UserOption[]>(() =>
    initialUsers.map((id) => users.find((user) => user.id === id) ?? { id, email: id, name: '' }),
  )
  return (
    <>
      {selected.map((user) => (
        <input key={user.id} type="hidden" name="addedUsers" value={user.id} />
      ))}
      {!hidden && (
        <Autocomplete
          multiple
          options={users as UserOption[]}
          value={selected}
          onChange={(_event, value) => setSelected(value)}
          getOptionLabel={(option) => (option.name ? `${option.email} (${option.name})` : option.email)}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(options, state) => {
            const wanted = state.inputValue.trim().toLowerCase()
            return options.filter((option) => option.email.toLowerCase().includes(wanted)).slice(0, 50)
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Added users (search by e-mail)"
              margin="dense"
              helperText={usersProblem ?? helperText}
              error={Boolean(usersProblem)}
            />
          )}
        />
      )}
    </>
  )
}
