/** Spec §2 route table, so links are built one way everywhere. */
export const ROUTES = {
  home: '/',
  dashboard: '/dashboard',
  equipment: '/equipment',
  addEquipment: '/equipment/add',
  workouts: '/workouts',
  createWorkout: '/workouts/create',
  copyWorkout: (id: string) => `/workouts/create?copyFrom=${encodeURIComponent(id)}`,
  editWorkout: (id: string) => `/workouts/edit/${encodeURIComponent(id)}`,
  startWorkout: (id: string) => `/workouts/start/${encodeURIComponent(id)}`,
  viewWorkout: (id: string) => `/workouts/view/${encodeURIComponent(id)}`,
  schedule: '/schedule',
  goals: '/goals',
  createGoal: '/goals/create',
  editGoal: (id: string) => `/goals/edit/${encodeURIComponent(id)}`,
  createProgram: '/create-program',
  planReview: (planId: string) => `/strength-plan-review?planId=${encodeURIComponent(planId)}`,
  profile: '/profile',
  equipmentImageProcessor: '/equipment-image-processor',
  /** Ours: the dashboard's 'View Progress Analytics' (spec §2 shows no action). */
  progress: '/progress',
  /** Ours: the exercise catalogue, and one exercise's page (how to do it, the athlete's history). */
  exercises: '/exercises',
  exercise: (id: string) => `/exercises/${encodeURIComponent(id)}`,
} as const;
