import { nextTask } from './app/task-scheduling';
import { APP_READY_ATTRIBUTE } from './ssr/app-ready-attribute';

/**
 * The page's only entry script. The server has already rendered the page: the browser paints it
 * first, then the app is evaluated and hydrates it (on a phone that is the longest task of the
 * load, and the visitor is reading meanwhile). The app's files are requested only then, so
 * they don't compete with the page's images for a slow connection.
 */
function afterFirstPaint(start: () => void): void {
  // a hidden tab has no frames to wait for
  if (document.visibilityState !== 'visible') return start();
  requestAnimationFrame(() => setTimeout(start, 0));
}

/**
 * Evaluating the app is the longest task of a load on a phone: its largest parts, React, MUI's
 * styling engine and the site's layout (navbar, footer and the components they use), go first,
 * each in a task of its own, so the browser can handle input between them. (Only modules whose
 * exports the app uses whole: importing a package's index here would keep every export of it.)
 */
async function startApp(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('@mui/material/styles');
  await nextTask();
  await import('./app/layout/site-layout');
  await nextTask();
  await import('./main');
}

/**
 * A server-rendered form submitted before the app runs would be sent by the browser itself,
 * its fields in the URL: until the app is ready, submitting does nothing.
 */
function holdSubmitsUntilReady(): void {
  const hold = (event: Event) => {
    if (document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)) {
      document.removeEventListener('submit', hold, true);
    } else {
      event.preventDefault();
    }
  };
  document.addEventListener('submit', hold, true);
}

holdSubmitsUntilReady();
afterFirstPaint(() => void startApp());
