import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getToasts,
  pauseToast,
  resumeToast,
  subscribeToToasts,
  toast,
} from '@client/ui/toast/toast-store';

const messages = () => getToasts().map((item) => item.message);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('applies the spec defaults to a plain toast', () => {
    const id = toast('Saved');
    expect(getToasts()).toEqual([
      expect.objectContaining({
        id,
        message: 'Saved',
        type: 'positive',
        position: 'bottom-center',
        duration: 3000,
      }),
    ]);
  });

  it('removes a default toast after 3000 ms', () => {
    toast('Saved');
    vi.advanceTimersByTime(2999);
    expect(messages()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('keeps a danger toast for 8000 ms', () => {
    toast.danger('Failed');
    expect(getToasts()[0]?.type).toBe('danger');
    vi.advanceTimersByTime(7999);
    expect(messages()).toEqual(['Failed']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('keeps a loading toast until it is dismissed', () => {
    const id = toast.loading('Uploading');
    vi.advanceTimersByTime(10 * 60_000);
    expect(getToasts()).toEqual([expect.objectContaining({ id, type: 'loading', duration: null })]);
    toast.dismiss(id);
    expect(messages()).toEqual([]);
  });

  it('honours an explicit duration', () => {
    toast('Quick', { duration: 500 });
    vi.advanceTimersByTime(499);
    expect(messages()).toEqual(['Quick']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('shows one toast at a time and the dropped toast timer no longer fires', () => {
    toast('First');
    vi.advanceTimersByTime(2000);
    toast('Second');
    expect(messages()).toEqual(['Second']);
    vi.advanceTimersByTime(1000);
    expect(messages()).toEqual(['Second']);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });

  it('replaces a toast with the same id and restarts its timer', () => {
    toast('Uploading', { id: 'upload' });
    vi.advanceTimersByTime(2000);
    const id = toast.danger('Upload failed', { id: 'upload' });
    expect(id).toBe('upload');
    expect(getToasts()).toEqual([
      expect.objectContaining({
        id: 'upload',
        message: 'Upload failed',
        type: 'danger',
        duration: 8000,
      }),
    ]);
    // The replaced toast's timer (due at 3000 ms) must not dismiss its successor.
    vi.advanceTimersByTime(7999);
    expect(messages()).toEqual(['Upload failed']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('generates 6 random characters as the id', () => {
    const ids = Array.from({ length: 20 }, () => toast('Saved'));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('pauses the timer while hovered and resumes with the time that was left', () => {
    const id = toast('Saved');
    vi.advanceTimersByTime(1000);
    pauseToast(id, 'hover');
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['Saved']);
    resumeToast(id, 'hover');
    vi.advanceTimersByTime(1999);
    expect(messages()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('stays paused while focused even when the pointer leaves', () => {
    const id = toast('Saved');
    pauseToast(id, 'hover');
    pauseToast(id, 'focus');
    resumeToast(id, 'hover');
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['Saved']);
    resumeToast(id, 'focus');
    vi.advanceTimersByTime(3000);
    expect(messages()).toEqual([]);
  });

  it('dismisses one toast by id, leaving others alone, and everything without an id', () => {
    toast('Saved', { id: 'a' });
    toast.dismiss('other');
    expect(messages()).toEqual(['Saved']);
    toast.dismiss();
    expect(messages()).toEqual([]);
  });

  it('notifies subscribers on change and keeps the snapshot stable otherwise', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const before = getToasts();
    expect(getToasts()).toBe(before);
    toast('Saved', { action: { label: 'View', to: '/lists' }, values: { name: 'x' } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getToasts()[0]).toMatchObject({
      action: { label: 'View', to: '/lists' },
      values: { name: 'x' },
    });
    unsubscribe();
    toast.dismiss();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
