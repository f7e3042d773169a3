import type { AdminPage, AdminResource } from './admin-resource';

/** Every admin resource, in sidebar order; entries appear only for users holding their permission. */
export const ADMIN_RESOURCES: AdminResource[] = [];

/** Custom admin pages (settings, logs, translations …), listed after the resources. */
export const ADMIN_PAGES: AdminPage[] = [];
