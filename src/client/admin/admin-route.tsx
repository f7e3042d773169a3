import { AdminApp } from './admin-app';

/** The module behind the site router's lazy `admin/*` route. */
export const Component = AdminApp;
