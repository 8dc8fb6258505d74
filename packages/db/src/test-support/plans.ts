import { type GeneratedPlan, type ScheduledPlanWorkout, WEEKDAYS, type Weekday } from '@liftwise/domain';

/**
 * A generated plan of `weeks` weeks with `perWeek` sessions each, named W{week}D{day} so a test can tell where each
 * landed on the calendar. Two exercises a session.
 */
export function testGeneratedPlan(weeks: number, perWeek: number, programName = 'Test Block'): GeneratedPlan {
  const workoutSchedule: ScheduledPlanWorkout[] = [];
  for (let week = 1; week <= weeks; week++)
    for (let day = 1; day <= perWeek; day++)
      workoutSchedule.push({
        weekNumber: week,
        dayNumber: day,
        dayName: WEEKDAYS[day - 1] as Weekday,
        workout: {
          name: `W${week}D${day}`,
          duration: 45,
          difficulty: 'Intermediate',
          notes: '',
          exercises: [
            {
              id: 'squat',
              name: 'Back Squat',
              sets: 5,
              reps: '5',
              weight: '225 lbs',
              rest: '3 min',
              notes: '',
            },
            { id: 'row', name: 'Barbell Row', sets: 3, reps: '8-10', weight: '', rest: '90 s', notes: '' },
          ],
        },
      });
  return {
    programName,
    description: 'A block for tests',
    duration: weeks,
    totalWorkouts: workoutSchedule.length,
    progressionGuidelines: 'Add 5 lbs a week',
    notes: ['Sleep well'],
    workoutSchedule,
  };
}
