import { useMemo, useSyncExternalStore } from 'react';
import type { PublicSettings } from '@common/settings/site-settings';
import { ACTIVE_THEME_STORAGE_KEY, type Theme } from '@common/themes/theme';
import { getBootstrapData, useBootstrapData } from '../../app/bootstrap-store';
import { FALLBACK_THEME } from './fallback-theme';

/** A theme id, or 'system' to follow the operating system's light/dark preference. */
export type ThemeChoice = number | 'system';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
const SYSTEM_CHOICES = ['system', '0'];

export interface ThemeSelectionInput {
  themes: Theme[];
  settings: PublicSettings['themes'];
  /** The raw localStorage value: a theme id, 'system', '0' or null. */
  storedChoice: string | null;
  /** A preview choice held in memory only. */
  temporaryId: number | null;
  prefersDark: boolean;
}

/** Spec 4 Theme: picks the theme to show from the settings, the stored choice and the system preference. */
export function selectActiveTheme(input: ThemeSelectionInput): Theme {
  const { themes, settings, storedChoice, temporaryId, prefersDark } = input;
  const byId = (id: number) => themes.find((theme) => theme.id === id);
  const fallback = byId(settings.default_id) ?? themes[0] ?? FALLBACK_THEME;

  // A preview comes from the appearance editor, which must show any theme even when
  // visitors may not change it.
  const preview = temporaryId === null ? undefined : byId(temporaryId);
  if (preview) return preview;
  if (!settings.user_change || storedChoice === null) return fallback;

  if (SYSTEM_CHOICES.includes(storedChoice)) {
    const systemTheme = themes.find((theme) =>
      prefersDark ? theme.default_dark : theme.default_light,
    );
    return systemTheme ?? fallback;
  }
  return byId(Number(storedChoice)) ?? fallback;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let temporaryId: number | null = null;

function notify(): void {
  listeners.forEach((listener) => listener());
}

function readStoredChoice(): string | null {
  try {
    return localStorage.getItem(ACTIVE_THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStoredChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem(ACTIVE_THEME_STORAGE_KEY, String(choice));
  } catch {
    // storage unavailable (private mode, quota): the choice lasts for this page only
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

/**
 * Permanent choices are kept in localStorage; temporary ones (live previews) only in memory
 * until `clearThemePreview` or a permanent choice.
 */
export function setActiveTheme(choice: ThemeChoice, options: { temporary?: boolean } = {}): void {
  if (options.temporary) {
    temporaryId = choice === 'system' ? null : choice;
  } else {
    temporaryId = null;
    writeStoredChoice(choice);
  }
  notify();
}

export function clearThemePreview(): void {
  if (temporaryId === null) return;
  temporaryId = null;
  notify();
}

/** The active theme outside React, from the current bootstrap data. */
export function getActiveTheme(): Theme {
  const { themes, settings } = getBootstrapData();
  return selectActiveTheme({
    themes,
    settings: settings.themes,
    storedChoice: readStoredChoice(),
    temporaryId,
    prefersDark: systemPrefersDark(),
  });
}

function subscribeToChoices(listener: Listener): () => void {
  listeners.add(listener);
  // another tab changing the stored choice
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACTIVE_THEME_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribeToSystemScheme(listener: Listener): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_SCHEME_QUERY);
  query.addEventListener?.('change', listener);
  return () => query.removeEventListener?.('change', listener);
}

const getTemporaryId = () => temporaryId;

export function useActiveTheme(): Theme {
  const { themes, settings } = useBootstrapData();
  const storedChoice = useSyncExternalStore(subscribeToChoices, readStoredChoice, () => null);
  const previewId = useSyncExternalStore(subscribeToChoices, getTemporaryId, getTemporaryId);
  const prefersDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  return useMemo(
    () =>
      selectActiveTheme({
        themes,
        settings: settings.themes,
        storedChoice,
        temporaryId: previewId,
        prefersDark,
      }),
    [themes, settings.themes, storedChoice, previewId, prefersDark],
  );
}
