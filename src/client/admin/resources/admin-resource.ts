import type { ComponentType, ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';

/** What each resources/<name>/index.ts exports (react-admin demo convention) plus its permission. */
export interface AdminResource extends Pick<
  ResourceProps,
  'name' | 'list' | 'edit' | 'create' | 'show' | 'icon' | 'recordRepresentation' | 'options'
> {
  /** Permission needed to see and use the resource (the server enforces it too). */
  permission: string;
  /** Permission the create page needs besides `permission`; without it the resource has no create. */
  createPermission?: string;
}

/** A custom admin page (not a CRUD resource): its route, permission and optional menu entry. */
export interface AdminPage {
  path: string;
  element: ReactElement;
  permission: string;
  /** A sidebar entry linking to `to` (e.g. the page's first tab); pages reached from elsewhere have none. */
  menu?: {
    to: string;
    label: string;
    icon: ComponentType;
    /** 'top': right under the dashboard (reports), otherwise after the resources. */
    placement?: 'top';
  };
}
