import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export const Route = createFileRoute('/_app/equipment/')({
  component: () => <ComingSoon title="Equipment" />,
});
