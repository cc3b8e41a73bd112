import { Outlet } from 'react-router-dom';

/** Placeholder until the sidebar layout lands. */
export function DashboardLayout() {
  return <Outlet />;
}
