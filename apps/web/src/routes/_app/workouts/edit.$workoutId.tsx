import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export const Route = createFileRoute('/_app/workouts/edit/$workoutId')({
  component: () => <ComingSoon title="Edit Workout" />,
});
