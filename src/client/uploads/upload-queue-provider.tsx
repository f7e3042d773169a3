import type { ReactNode } from 'react';
import type { UploadSettings } from '@common/settings/site-settings';
import { configureUploadQueue } from './upload-store';

/**
 * Hands the queue the site's upload settings. The queue itself lives outside React, so uploads
 * outlive the page that started them; without a provider it reads the page's bootstrap settings.
 */
export function UploadQueueProvider({
  settings,
  children,
}: {
  settings: UploadSettings;
  children: ReactNode;
}) {
  // Set while rendering, not in an effect: a child's effect (which runs first) may already add files.
  configureUploadQueue(settings);
  return <>{children}</>;
}
