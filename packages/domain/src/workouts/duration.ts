/**
 * How long a session took, as the athlete reads it: seconds under a minute ('1 sec', '45 sec'), so a session that
 * was started and finished at once does not read as a minute of training; whole minutes from there ('46 min').
 */
export function formatSessionDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} sec`;
  return `${Math.round(seconds / 60)} min`;
}
