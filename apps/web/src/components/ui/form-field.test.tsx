// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { FieldError, FormField } from './form-field.tsx';

afterEach(cleanup);

it('labels its control, and marks nothing invalid or described without a hint or an error', () => {
  render(<FormField label="Name">{(control) => <input {...control} />}</FormField>);
  const input = screen.getByLabelText('Name');
  expect(input.tagName).toBe('INPUT');
  expect(input.hasAttribute('aria-invalid')).toBe(false);
  expect(input.hasAttribute('aria-describedby')).toBe(false);
});

it('uses the id it is given for the control', () => {
  render(
    <FormField label="Sets" id="entry-sets">
      {(control) => <input {...control} />}
    </FormField>,
  );
  expect(screen.getByLabelText('Sets').id).toBe('entry-sets');
});

it('describes the control by its hint', () => {
  render(
    <FormField label="Time restrictions" hint="Separate several with commas.">
      {(control) => <input {...control} />}
    </FormField>,
  );
  const input = screen.getByLabelText('Time restrictions');
  expect(input.hasAttribute('aria-invalid')).toBe(false);
  const [hint] = describers(input);
  expect(hint?.textContent).toBe('Separate several with commas.');
});

it('marks the control invalid and describes it by the error, then the hint', () => {
  render(
    <FormField label="Exercise name" hint="Pick from the list" error="Exercise name is required">
      {(control) => <input {...control} />}
    </FormField>,
  );
  const input = screen.getByLabelText('Exercise name');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(describers(input).map((node) => node?.textContent)).toEqual([
    'Exercise name is required',
    'Pick from the list',
  ]);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('announces the error when asked to', () => {
  render(
    <FormField label="Birth Year" error="Enter a valid year" errorAlert>
      {(control) => <input {...control} />}
    </FormField>,
  );
  expect(screen.getByRole('alert').textContent).toBe('Enter a valid year');
  expect(describers(screen.getByLabelText('Birth Year'))[0]?.textContent).toBe('Enter a valid year');
});

it('draws no error message without one', () => {
  const { container } = render(<FieldError id="e" message={undefined} />);
  expect(container.innerHTML).toBe('');
});

function describers(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
}
