import type { HydrationState } from 'react-router';

/** id of the <script type="application/json"> holding the router state of a server-rendered page. */
export const ROUTER_HYDRATION_ELEMENT_ID = 'router-hydration';

/** The route loaders' answers the server rendered with, so the browser's router starts from them. */
export type RouterHydration = Pick<HydrationState, 'loaderData'>;

export function readRouterHydration(doc: Document = document): RouterHydration | null {
  const element = doc.getElementById(ROUTER_HYDRATION_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as RouterHydration;
  } catch {
    return null;
  }
}
