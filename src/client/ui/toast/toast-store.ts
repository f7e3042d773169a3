import type { TranslationValues } from '@common/i18n/translations';

export type ToastType = 'positive' | 'danger' | 'loading';
export type ToastPosition = 'bottom-center' | 'bottom-right';

export interface ToastAction {
  label: string;
  /** In-app route the action opens. */
  to: string;
}

export interface ToastOptions {
  id?: string;
  type?: ToastType;
  position?: ToastPosition;
  /** Values for the message's :placeholders, applied when it is translated at render. */
  values?: TranslationValues;
  action?: ToastAction;
  /** Milliseconds before the toast closes by itself; defaults by type (spec 9). */
  duration?: number;
  disableEnterAnimation?: boolean;
  disableExitAnimation?: boolean;
}

export interface Toast {
  id: string;
  /** English text, translated at render. */
  message: string;
  type: ToastType;
  position: ToastPosition;
  values?: TranslationValues;
  action?: ToastAction;
  /** null: persistent until dismissed. */
  duration: number | null;
  disableEnterAnimation: boolean;
  disableExitAnimation: boolean;
}

/** Why a toast's timer is paused; it resumes only when no reason is left. */
export type ToastPauseReason = 'hover' | 'focus';

export const DEFAULT_TOAST_DURATION = 3000;
export const DANGER_TOAST_DURATION = 8000;
export const TOAST_ID_LENGTH = 6;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

interface ToastTimer {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number;
  startedAt: number;
  pausedBy: Set<ToastPauseReason>;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
const timers = new Map<string, ToastTimer>();
const listeners = new Set<Listener>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

function defaultDuration(type: ToastType): number | null {
  if (type === 'loading') return null;
  return type === 'danger' ? DANGER_TOAST_DURATION : DEFAULT_TOAST_DURATION;
}

export function randomToastId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOAST_ID_LENGTH));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
}

function runTimer(id: string, timer: ToastTimer): void {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}

function showToast(message: string, options: ToastOptions = {}): string {
  const type = options.type ?? 'positive';
  const next: Toast = {
    id: options.id ?? randomToastId(),
    message,
    type,
    position: options.position ?? 'bottom-center',
    values: options.values,
    action: options.action,
    duration: options.duration ?? defaultDuration(type),
    disableEnterAnimation: options.disableEnterAnimation ?? false,
    disableExitAnimation: options.disableExitAnimation ?? false,
  };
  // Only one toast is shown at a time, so the new one (same id or not) drops every other.
  for (const id of timers.keys()) clearTimer(id);
  toasts = [next];
  if (next.duration !== null) {
    const timer: ToastTimer = {
      handle: null,
      remaining: next.duration,
      startedAt: 0,
      pausedBy: new Set(),
    };
    timers.set(next.id, timer);
    runTimer(next.id, timer);
  }
  emit();
  return next.id;
}

/** Removes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  const remaining = id === undefined ? [] : toasts.filter((item) => item.id !== id);
  if (remaining.length === toasts.length) return;
  for (const item of toasts) if (!remaining.includes(item)) clearTimer(item.id);
  toasts = remaining;
  emit();
}

export function pauseToast(id: string, reason: ToastPauseReason): void {
  const timer = timers.get(id);
  if (!timer || timer.pausedBy.has(reason)) return;
  timer.pausedBy.add(reason);
  if (timer.handle === null) return;
  clearTimeout(timer.handle);
  timer.handle = null;
  timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
}

export function resumeToast(id: string, reason: ToastPauseReason): void {
  const timer = timers.get(id);
  if (!timer || !timer.pausedBy.delete(reason)) return;
  if (timer.pausedBy.size === 0) runTimer(id, timer);
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

type PresetToast = (message: string, options?: Omit<ToastOptions, 'type'>) => string;

function preset(type: ToastType): PresetToast {
  return (message, options) => showToast(message, { ...options, type });
}

/** Shows a toast and returns its id: `toast('Saved')`, `toast.danger(message)`, `toast.dismiss(id)`. */
export const toast: typeof showToast & {
  positive: PresetToast;
  danger: PresetToast;
  loading: PresetToast;
  dismiss: typeof dismissToast;
} = Object.assign(showToast, {
  positive: preset('positive'),
  danger: preset('danger'),
  loading: preset('loading'),
  dismiss: dismissToast,
});
