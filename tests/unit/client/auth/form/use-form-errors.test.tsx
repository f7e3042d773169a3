import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { installBootstrap } from '../../../../support/bootstrap-fixture';
import { useFormErrors, type FormErrors } from '@client/auth/form/use-form-errors';
import { ApiError } from '@client/http/api-error';
import { getToasts, toast } from '@client/ui/toast/toast-store';

type Field = 'name' | 'email';
let form: FormErrors<Field>;

function Form() {
  form = useFormErrors<Field>(['name', 'email']);
  return (
    <form>
      <TextField {...form.fieldProps('name')} label="Name" />
      <TextField {...form.fieldProps('email')} label="Email" />
    </form>
  );
}

const validation = (errors: Record<string, string[]>) =>
  ApiError.fromResponse(422, { message: 'The given data was invalid.', errors });

function apply(error: unknown): boolean {
  let applied = false;
  act(() => {
    applied = form.setFromError(error);
  });
  return applied;
}

describe('useFormErrors', () => {
  beforeEach(() => {
    installBootstrap({ i18n: { language: 'en', name: 'English', lines: { Taken: 'Déjà pris' } } });
    render(<Form />);
  });
  afterEach(() => {
    toast.dismiss();
  });

  it('gives each field its first message, translated, and focuses the first errored field', () => {
    expect(apply(validation({ email: ['Taken', 'Second message'], name: ['Too long'] }))).toBe(
      true,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(email).toHaveAccessibleDescription('Déjà pris');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Too long');
    expect(email).toHaveFocus();
    expect(form.errors).toEqual({ email: 'Taken', name: 'Too long' });
    expect(getToasts()).toEqual([]);
  });

  it('clears one field, then all', () => {
    apply(validation({ email: ['Taken'], name: ['Too long'] }));
    act(() => form.clear('email'));
    expect(form.errors).toEqual({ name: 'Too long' });
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    act(() => form.clear());
    expect(form.errors).toEqual({});
  });

  it.each([
    ['an empty errors object', validation({}), 'The given data was invalid.'],
    [
      'a throttled request',
      ApiError.fromResponse(429, { message: 'Please wait 45 seconds.', errors: {} }),
      'Please wait 45 seconds.',
    ],
  ])("toasts the response's message for %s", (_label, error, message) => {
    expect(apply(error)).toBe(false);
    expect(getToasts()).toMatchObject([{ type: 'danger', message }]);
    expect(form.errors).toEqual({});
  });

  it.each([
    ['a response without a message', ApiError.fromResponse(500, {})],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('shows the generic error toast for %s', (_label, error) => {
    expect(apply(error)).toBe(false);
    expect(getToasts()).toMatchObject([
      { type: 'danger', message: 'There was an issue. Please try again.' },
    ]);
    expect(form.errors).toEqual({});
  });

  it('toasts the message of an error aimed at a field the form does not have', () => {
    expect(apply(validation({ remember: ['Must be a boolean.'] }))).toBe(false);
    expect(getToasts()).toMatchObject([{ type: 'danger', message: 'Must be a boolean.' }]);
  });
});

describe('useFormErrors bind', () => {
  function BoundForm() {
    const [email, setEmail] = useState('');
    form = useFormErrors<Field>(['name', 'email']);
    return <TextField {...form.bind('email', email, setEmail)} label="Email" />;
  }

  beforeEach(() => {
    installBootstrap();
  });

  it('keeps the typed value and clears only that field’s error on typing', async () => {
    render(<BoundForm />);
    apply(validation({ email: ['Taken'], name: ['Too long'] }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.setup().type(email, 'ada@example.com');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(form.errors).toEqual({ name: 'Too long' });
  });
});
