import { createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '../../features/auth/guards';

/** /admin/*: administrators only; anyone else is sent home. */
export const Route = createFileRoute('/_authenticated/admin')({
  beforeLoad: () => requireAdmin(),
});
