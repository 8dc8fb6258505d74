import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export const Route = createFileRoute('/_app/workouts/view/$workoutId')({
  component: () => <ComingSoon title="Workout Details" />,
});
