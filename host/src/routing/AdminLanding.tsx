// /admin: the first admin screen the signed-in user may open (the dashboard for an ADMIN). Anyone
// else goes to the dashboard, whose guard sends them to /login or /401.
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '@school/shared';
import { pathOf } from '@school/shared/routing';
import { adminHomeFor } from '../shells/adminMenu';

export function AdminLanding() {
  const user = useCurrentUser();
  return <Navigate to={(user && adminHomeFor(user.role)) ?? pathOf('admin/dashboard')} replace />;
}
