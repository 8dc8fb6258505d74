import { createFileRoute } from '@tanstack/react-router';
import { DataPage } from '../../features/data-transfer/data-page.tsx';

/** Nothing to warm: the page reads nothing until a file is chosen. */
export const Route = createFileRoute('/_app/data-transfer')({
  component: DataPage,
});
