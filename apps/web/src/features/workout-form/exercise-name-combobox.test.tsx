// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExerciseNameCombobox } from './exercise-name-combobox.tsx';
import { loadExerciseCatalogue } from './use-exercise-catalogue.ts';

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState('');
  return <ExerciseNameCombobox id="name" aria-label="Exercise Name" value={value} onChange={setValue} />;
}

/** The field as it stands once the catalogue, fetched after it painted, has arrived. */
async function renderLoaded() {
  render(<Harness />);
  await act(async () => {
    await loadExerciseCatalogue();
  });
}

function field() {
  return screen.getByRole('combobox', { name: 'Exercise Name' }) as HTMLInputElement;
}

describe('exercise name suggestions', () => {
  it('suggests what was typed before the catalogue arrived, once it has', async () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: 'bench' } });
    expect((await screen.findAllByRole('option'))[0]?.textContent).toContain('Bench Press');
    expect(field().getAttribute('aria-expanded')).toBe('true');
  });

  it('suggests from the catalogue as the athlete types and picks the highlighted one with Enter', async () => {
    await renderLoaded();
    fireEvent.change(field(), { target: { value: 'bench' } });
    expect(field().getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options[0]?.textContent).toContain('Bench Press');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1];
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(field().getAttribute('aria-activedescendant')).toBe(second?.id);
    const secondName = second?.querySelector('span')?.textContent;
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(field().value).toBe(secondName);
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps free text: Escape closes the list and the typed name stays', async () => {
    await renderLoaded();
    fireEvent.change(field(), { target: { value: 'Zercher carry into sled push' } });
    expect(field().getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(field(), { target: { value: 'squ' } });
    expect(field().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().value).toBe('squ');
  });

  it('picks a suggestion by tap', async () => {
    await renderLoaded();
    fireEvent.change(field(), { target: { value: 'deadlift' } });
    const first = screen.getAllByRole('option')[0];
    const name = first?.querySelector('span')?.textContent;
    if (!first) throw new Error('no suggestion for deadlift');
    fireEvent.click(first);
    expect(field().value).toBe(name);
  });
});
