// Admin screens that send a signed-in non-admin to /login.
import { AdminOnly } from '../guards/admin-only.tsx';

export default function AdminRedirect() {
  return <AdminOnly otherwise="redirect" />;
}
