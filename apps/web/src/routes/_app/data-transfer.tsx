import { createFileRoute } from '@tanstack/react-router';
import { DataTransferPage } from '#web/features/data-transfer/data-transfer-page.tsx';

/** Nothing to warm: the page reads nothing until a file is chosen. */
export const Route = createFileRoute('/_app/data-transfer')({
  component: DataTransferPage,
});
