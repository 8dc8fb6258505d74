/** Valid stored records for tests, so each test changes only what it is about. */
export const NOW = '2024-06-05T12:00:00.000Z';

export function exercise(overrides: Record<string, unknown> = {}) {
  return { id: 'e1', name: 'Back Squat', sets: 3, reps: '8-10', weight: '135', ...overrides };
}

export function workout(overrides: Record<string, unknown> = {}) {
  return {
    id: 'w1',
    name: 'Leg Day',
    date: '2024-06-05',
    duration: 60,
    exercises: [exercise()],
    status: 'scheduled',
    difficulty: 'Intermediate',
    updatedAt: NOW,
    ...overrides,
  };
}

/** The messages of a failed zod parse, in order, so a test can compare what the athlete would read. */
export function issueMessages(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}
