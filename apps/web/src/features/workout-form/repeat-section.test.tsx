// @vitest-environment jsdom
import { RECURRENCE_SCREEN_TEXT, type WorkoutInput } from '@liftwise/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { RepeatSection } from './repeat-section.tsx';
import { initialFormState, type WorkoutFormState } from './workout-form-values.ts';

afterEach(cleanup);

const DAY = RECURRENCE_SCREEN_TEXT.repeat.weekdayLong;

/** The form's Date field and Repeat section, wired as WorkoutForm wires them, on a workout made on a Saturday. */
function Harness() {
  const initial = initialFormState(null, { mode: 'create', today: '2026-11-28' });
  const form = useForm<WorkoutFormState, unknown, WorkoutInput>({
    defaultValues: { ...initial, repeat: { ...initial.repeat, kind: 'weekdays' } },
  });
  return (
    <form>
      <input aria-label="Date" type="date" {...form.register('date')} />
      <RepeatSection
        control={form.control}
        register={form.register}
        getValues={form.getValues}
        setValue={form.setValue}
        errors={form.formState.errors}
      />
    </form>
  );
}

const ticked = () =>
  Object.entries(DAY)
    .filter(([, name]) => (screen.getByLabelText(name) as HTMLInputElement).checked)
    .map(([code]) => code);

const setDate = (date: string) => fireEvent.input(screen.getByLabelText('Date'), { target: { value: date } });

describe("the Repeat section's 'Weekly on days'", () => {
  it("ticks the workout's own weekday, and moves the tick as the date changes", async () => {
    render(<Harness />);
    expect(ticked()).toEqual(['SA']);
    setDate('2026-11-30');
    await waitFor(() => expect(ticked()).toEqual(['MO']));
    setDate('');
    setDate('2026-12-03');
    await waitFor(() => expect(ticked()).toEqual(['TH']));
  });

  it('leaves the days alone once the athlete has ticked or unticked one', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByLabelText(DAY.WE));
    fireEvent.click(screen.getByLabelText(DAY.WE));
    setDate('2026-11-30');
    // The date's change has landed (the form re-rendered with it) and the athlete's Saturday stands.
    await waitFor(() => expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-30'));
    expect(ticked()).toEqual(['SA']);
  });
});
