import { countdownText, minutesUntilStart, type Workout } from '@liftwise/domain';
import { useEffect, useState } from 'react';
import { browserTimeZone } from '#web/lib/time-zone.ts';

/**
 * On the day of the next workout, how long until it starts ('in 2 h 15 min'), counted down each minute;
 * nothing for an untimed workout, another day's, or one that has started.
 */
export function NextWorkoutCountdown({ workout, today }: { workout: Workout; today: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (workout.date !== today || workout.time === undefined) return null;
  const minutes = minutesUntilStart(workout, browserTimeZone(), now);
  if (minutes <= 0) return null;
  return <p className="font-medium text-primary text-sm">{countdownText(minutes)}</p>;
}
