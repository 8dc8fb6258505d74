import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export const Route = createFileRoute('/_app/equipment/add')({
  component: () => <ComingSoon title="Add Equipment" />,
});
