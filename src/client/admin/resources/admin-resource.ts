import type { ComponentType, ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';

/** What each resources/<name>/index.ts exports (react-admin demo convention) plus its permission. */
export interface AdminResource extends Pick<
  ResourceProps,
  'name' | 'list' | 'edit' | 'create' | 'show' | 'icon' | 'recordRepresentation' | 'options'
> {
  /** Permission needed to see and use the resource (the server enforces it too). */
  permission: string;
}

/** A custom admin page (not a CRUD resource): its route, menu entry and permission. */
export interface AdminPage {
  path: string;
  /** Link target of the menu entry (e.g. the first tab). */
  menuPath: string;
  label: string;
  icon: ComponentType;
  element: ReactElement;
  permission: string;
}
