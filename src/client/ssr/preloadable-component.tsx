import { lazy, Suspense, useState, type ComponentType } from 'react';

export interface PreloadableComponent<P extends object> {
  Component: ComponentType<P>;
  /** Loads the code, so that the component renders from then on without suspending. */
  preload: () => Promise<void>;
}

/**
 * A component whose code is a chunk of its own, like React.lazy, but which the app can load
 * before hydrating a page that shows it. React.lazy suspends on its first render even when the
 * chunk is already in: during hydration its Suspense boundary would keep the server's markup
 * after the page is marked ready, and React drops the clicks such markup receives. Once preloaded,
 * the component renders without suspending, so React hydrates it at once (at the latest when it
 * is clicked); otherwise it renders lazily. Either way it sits in a Suspense boundary of its own,
 * as in the server's render, which waits for it.
 */
export function preloadableComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(load);

  function Component(props: P) {
    // chosen once per mount: the preload finishing later must not remount what is shown
    const [Loaded] = useState(() => loaded);
    // the boundary is there either way, as in the server's markup (the server does not preload)
    return (
      <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
    );
  }

  return {
    Component,
    preload: async () => {
      loaded = (await load()).default;
    },
  };
}
