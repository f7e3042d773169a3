/** Spec 2.1 and 9: route loading shows the top bar after 50 ms. */
export const TOP_PROGRESS_DELAY_MS = 50;

/** Spec 9: the query loading indicator appears after 500 ms and stays at least 200 ms. */
export const QUERY_INDICATOR_DELAY_MS = 500;
export const QUERY_INDICATOR_MIN_DURATION_MS = 200;
