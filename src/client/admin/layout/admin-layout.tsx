import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useSettings } from '@client/app/bootstrap-store';
import { UploadProgressPanel, UploadQueueProvider } from '@client/uploads';
import { AdminAppBar } from './admin-app-bar';
import { AdminMenu } from './admin-menu';
import { useAdminDocumentTitle } from './use-admin-document-title';

/** The admin shell; its upload panel stays in view while the person moves between pages. */
export function AdminLayout({ children }: { children: ReactNode }) {
  useAdminDocumentTitle();
  const { uploading } = useSettings();
  return (
    <UploadQueueProvider settings={uploading}>
      <Layout menu={AdminMenu} appBar={AdminAppBar}>
        {children}
      </Layout>
      <UploadProgressPanel />
    </UploadQueueProvider>
  );
}
