// @vitest-environment jsdom
import type { ScheduledPlanWorkout } from '@liftwise/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DayCard, type DayEdit } from './day-card.tsx';

afterEach(cleanup);

const entry: ScheduledPlanWorkout = {
  weekNumber: 2,
  dayNumber: 1,
  dayName: 'Tuesday',
  workout: {
    name: 'Lower A',
    duration: 60,
    difficulty: 'Intermediate',
    notes: 'Brace hard.',
    exercises: [
      { id: 'e1', name: 'Back Squat', sets: 4, reps: '5', weight: '225', rest: '3 min', notes: '' },
    ],
  },
};

function renderCard(props: { expanded?: boolean; editing?: boolean; saves?: DayEdit[]; cancels?: number[] }) {
  return render(
    <ul>
      <DayCard
        entry={entry}
        expanded={props.expanded ?? false}
        editing={props.editing ?? false}
        saving={false}
        onToggle={() => {}}
        onEdit={() => {}}
        onSave={(edit) => props.saves?.push(edit)}
        onCancel={() => props.cancels?.push(1)}
      />
    </ul>,
  );
}

describe('a plan day card (spec §2)', () => {
  it('shows the day at a glance and, expanded, its exercises with sets × reps, weight and rest', () => {
    renderCard({ expanded: true });
    expect(
      screen.getByRole('button', { name: /^Day 1 · Tuesday Lower A/ }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByText('4 × 5 @ 225')).toBeTruthy();
    expect(screen.getByText('Rest 3 min')).toBeTruthy();
    expect(screen.getByText('Brace hard.')).toBeTruthy();
  });

  it('the edit form saves what was typed, with no validation, and Cancel sends nothing', () => {
    const saves: DayEdit[] = [];
    const cancels: number[] = [];
    renderCard({ editing: true, saves, cancels });
    fireEvent.change(screen.getByLabelText('Workout name'), { target: { value: 'Heavy Lower' } });
    fireEvent.change(screen.getByLabelText('Workout notes'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saves).toEqual([{ name: 'Heavy Lower', notes: '' }]);
    // A failed save leaves the card editing: the form still holds what was typed.
    expect((screen.getByLabelText('Workout name') as HTMLInputElement).value).toBe('Heavy Lower');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancels).toHaveLength(1);
    expect(saves).toHaveLength(1);
  });
});
