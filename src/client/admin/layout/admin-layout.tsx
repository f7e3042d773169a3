import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './admin-app-bar';
import { AdminMenu } from './admin-menu';
import { useAdminDocumentTitle } from './use-admin-document-title';

export function AdminLayout({ children }: { children: ReactNode }) {
  useAdminDocumentTitle();
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar}>
      {children}
    </Layout>
  );
}
