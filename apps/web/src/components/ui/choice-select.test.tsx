// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ChoiceSelect } from './choice-select.tsx';

afterEach(cleanup);

it('hands the focus from the stand-in to the select once it has loaded', async () => {
  render(
    <ChoiceSelect
      id="weight-unit"
      value={undefined}
      onValueChange={() => undefined}
      choices={[
        { value: 'kg', label: 'Kilograms' },
        { value: 'lb', label: 'Pounds' },
      ]}
      placeholder="Choose a unit"
    />,
  );
  const standIn = screen.getByRole('combobox');
  standIn.focus();
  await waitFor(() => expect(screen.getByRole('combobox')).not.toBe(standIn));
  expect(document.activeElement).toBe(screen.getByRole('combobox'));
});
