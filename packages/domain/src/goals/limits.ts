/** Goal progress is a percentage capped at 100 (spec §5, §9). */
export const GOAL_PROGRESS_CAP = 100;
