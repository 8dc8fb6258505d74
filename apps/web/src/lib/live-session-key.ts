/** Where a running live session is kept until it is saved (features/live-session): one entry per athlete and workout. */
export const LIVE_SESSION_PREFIX = 'liftwise-session:';

export function liveSessionKey(userId: string, workoutId: string): string {
  return `${LIVE_SESSION_PREFIX}${userId}:${workoutId}`;
}
