import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminMenu } from './admin-menu';

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout menu={AdminMenu}>{children}</Layout>;
}
