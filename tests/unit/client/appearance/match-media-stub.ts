type ChangeListener = (event: { matches: boolean; media: string }) => void;

export interface MatchMediaStub {
  /** Flips the system colour-scheme preference and notifies listeners, as a browser would. */
  setPrefersDark: (dark: boolean) => void;
  restore: () => void;
}

/**
 * jsdom has no matchMedia. This answers the two queries the app asks: the dark colour-scheme
 * preference and the mobile max-width query (matched when `width` is below the query's limit).
 */
export function stubMatchMedia({ dark = false, width = 1280 } = {}): MatchMediaStub {
  let prefersDark = dark;
  const listeners = new Map<string, Set<ChangeListener>>();
  const evaluate = (query: string): boolean => {
    if (query.includes('prefers-color-scheme: dark')) return prefersDark;
    const maxWidth = query.match(/max-width:\s*([\d.]+)px/);
    if (maxWidth) return width <= Number(maxWidth[1]);
    const minWidth = query.match(/min-width:\s*([\d.]+)px/);
    if (minWidth) return width >= Number(minWidth[1]);
    return false;
  };

  const previous = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const set = listeners.get(query) ?? new Set<ChangeListener>();
    listeners.set(query, set);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: ChangeListener) => set.add(listener),
      removeEventListener: (_type: string, listener: ChangeListener) => set.delete(listener),
      addListener: (listener: ChangeListener) => set.add(listener),
      removeListener: (listener: ChangeListener) => set.delete(listener),
      dispatchEvent: () => true,
    };
  }) as unknown as typeof window.matchMedia;

  return {
    setPrefersDark(value) {
      prefersDark = value;
      for (const [query, set] of listeners) {
        if (query.includes('prefers-color-scheme')) {
          set.forEach((listener) => listener({ matches: value, media: query }));
        }
      }
    },
    restore() {
      window.matchMedia = previous;
    },
  };
}
