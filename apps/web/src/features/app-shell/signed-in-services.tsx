import RealtimeSync from './realtime-sync.tsx';
import WorkoutReminder from './workout-reminder.tsx';

/**
 * What runs beside a signed-in athlete's pages, loaded together after the first paint (one request, in no page's
 * first load): the real-time stream of their other devices' changes and the in-app workout reminder
 *. Keyed by the athlete, so a different sign-in starts both afresh.
 */
export default function SignedInServices() {
  return (
    <>
      <RealtimeSync />
      <WorkoutReminder />
    </>
  );
}
