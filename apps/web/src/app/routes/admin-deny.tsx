// Admin screens that show Access Denied to a signed-in non-admin.
import { AdminOnly } from '../guards/admin-only.tsx';

export default function AdminDeny() {
  return <AdminOnly otherwise="deny" />;
}
