import { useSyncExternalStore } from 'react';
import { BOOTSTRAP_ELEMENT_ID, type BootstrapData } from '@common/bootstrap/bootstrap-data';

type Listener = () => void;

let current: BootstrapData | null = null;
const listeners = new Set<Listener>();

/**
 * Where getBootstrapData reads from. The browser has one page and one value; the server renders
 * many requests at once and points this at the request being rendered (src/client/ssr).
 */
let source: () => BootstrapData | null = () => current;

export function setBootstrapSource(read: () => BootstrapData | null): void {
  source = read;
}

/** Reads the data the server embedded in index.html; called once at start. */
export function readEmbeddedBootstrapData(doc: Document = document): BootstrapData {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) throw new Error('Bootstrap data is missing from the page.');
  return JSON.parse(element.textContent) as BootstrapData;
}

export function getBootstrapData(): BootstrapData {
  const data = source();
  if (!data) throw new Error('Bootstrap data has not been set.');
  return data;
}

/** Replaces the bootstrap data, as login, logout and registration do (spec 4). */
export function setBootstrapData(data: BootstrapData): void {
  current = data;
  listeners.forEach((listener) => listener());
}

/** Merges a partial update, e.g. a changed user or settings after an admin save. */
export function mergeBootstrapData(patch: Partial<BootstrapData>): void {
  setBootstrapData({ ...getBootstrapData(), ...patch });
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBootstrapData(): BootstrapData {
  return useSyncExternalStore(subscribe, getBootstrapData, getBootstrapData);
}

export function useSettings(): BootstrapData['settings'] {
  return useBootstrapData().settings;
}
