import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FormField, inputTypeFor } from './form-field.tsx'

describe('FormField', () => {
  it('labels the input, marks it required and names it for the form', () => {
    const { container } = render(<FormField label="Email" name="email" type="email" required />)
    const input = screen.getByRole('textbox', { name: /Email/ })
    expect(input).toHaveAttribute('name', 'email')
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toBeRequired()
    // MUI's required marker beside the label.
    expect(container.querySelector('label .MuiFormLabel-asterisk')).toHaveTextContent('*')
  })

  it('shows the error next to the field and links it through aria-describedby', () => {
    render(<FormField label="Name" name="name" error="Please enter your name." defaultValue="An" />)
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input).toHaveAccessibleDescription('Please enter your name.')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveValue('An')
  })

  it('has no description and is valid without an error', () => {
    render(<FormField label="Name" name="name" />)
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input).not.toHaveAttribute('aria-describedby')
    expect(input).toHaveAttribute('aria-invalid', 'false')
  })

  it('uses a password input only for the password fields', async () => {
    const { container } = render(
      <>
        <FormField label="Password" name="password" />
        <FormField label="Secret" name="secret" type="password" />
      </>,
    )
    expect(container.querySelector('input[name="password"]')).toHaveAttribute('type', 'password')
    const secret = screen.getByRole('textbox', { name: 'Secret' })
    expect(secret).toHaveAttribute('type', 'text')
    await userEvent.type(secret, 'visible')
    expect(secret).toHaveValue('visible')
    expect(inputTypeFor('password', undefined)).toBe('password')
    expect(inputTypeFor('currentPassword', undefined)).toBe('password')
    expect(inputTypeFor('newPassword', 'text')).toBe('password')
    expect(inputTypeFor('pin', 'password')).toBe('text')
    expect(inputTypeFor('phone', 'tel')).toBe('tel')
  })

  it('says what its check finds as the field is left, in place of the last answer, until fixed', async () => {
    const check = (value: string) => (value.length < 3 ? 'Too short.' : null)
    render(
      <>
        <FormField label="Code" name="code" check={check} error="Refused by the server." />
        <FormField label="Other" name="other" />
      </>,
    )
    const input = screen.getByRole('textbox', { name: 'Code' })
    expect(input).toHaveAccessibleDescription('Refused by the server.')
    await userEvent.clear(input)
    await userEvent.type(input, 'ab')
    expect(input).toHaveAccessibleDescription('Refused by the server.')
    await userEvent.tab()
    expect(input).toHaveAccessibleDescription('Too short.')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(input, 'c')
    await userEvent.tab()
    expect(input).toHaveAttribute('aria-invalid', 'false')
    expect(input).not.toHaveAccessibleDescription('Too short.')
  })

  it('leaves an empty field to the submit when it is left', async () => {
    render(<FormField label="Phone" name="phone" check={() => 'Never valid.'} />)
    const input = screen.getByRole('textbox', { name: 'Phone' })
    await userEvent.click(input)
    await userEvent.tab()
    expect(input).toHaveAttribute('aria-invalid', 'false')
  })

  it('renders a multiline field for long text', () => {
    render(<FormField label="Testimony" name="testimony" multiline />)
    expect(screen.getByRole('textbox', { name: 'Testimony' }).tagName).toBe('TEXTAREA')
  })
})
