import { lazy, Suspense, useEffect, useState } from 'react';
import type { DebugErrorPayload } from '@common/http/responses';
import { onDebugError } from '../../http/debug-errors';

// only for sites in debug mode, and only once an error comes: not in every page's entry
const DebugErrorDialog = lazy(() =>
  import('./debug-error-dialog').then((module) => ({ default: module.DebugErrorDialog })),
);

interface ShownError {
  payload: DebugErrorPayload;
  /** Bumped per payload so a newer error starts with fresh selection state. */
  key: number;
  open: boolean;
}

/** Opens the debug dialog for the latest response carrying a debug trace; mount once. */
export function DebugErrorHost() {
  const [shown, setShown] = useState<ShownError | null>(null);

  useEffect(() => {
    const unsubscribe = onDebugError((payload) =>
      setShown((previous) => ({ payload, key: (previous?.key ?? 0) + 1, open: true })),
    );
    return () => {
      unsubscribe();
    };
  }, []);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <DebugErrorDialog
        key={shown.key}
        payload={shown.payload}
        open={shown.open}
        onClose={() => setShown((current) => current && { ...current, open: false })}
      />
    </Suspense>
  );
}
