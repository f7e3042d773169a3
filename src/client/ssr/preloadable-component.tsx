import { lazy, Suspense, useState, type ComponentType } from 'react';

export interface PreloadableComponent<P extends object> {
  Component: ComponentType<P>;
  /** Loads the code, so that components rendered from then on need no Suspense boundary. */
  preload: () => Promise<void>;
}

/**
 * A component whose code is a chunk of its own, like React.lazy, but which the app can load
 * before hydrating a page that shows it. React.lazy suspends on its first render even when the
 * chunk is already in: during hydration its Suspense boundary would then keep the server's markup
 * after the page is marked ready, and React drops the clicks such markup receives. Once preloaded,
 * the component renders at once and hydrates with the rest of the page; otherwise it renders
 * lazily inside its own Suspense boundary (the server's render waits for it).
 */
export function preloadableComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(load);

  function Component(props: P) {
    // chosen once per mount: the preload finishing later must not remount what is shown
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }

  return {
    Component,
    preload: async () => {
      loaded = (await load()).default;
    },
  };
}
