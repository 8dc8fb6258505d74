import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export const Route = createFileRoute('/_app/workouts/')({
  component: () => <ComingSoon title="My Workouts" />,
});
