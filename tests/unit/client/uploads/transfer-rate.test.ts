import { describe, expect, it } from 'vitest';
import { addSample, bytesPerSecond, secondsLeft } from '@client/uploads/transfer-rate';

describe('speed and time left', () => {
  it('has no speed until the reports span half a second', () => {
    const samples = addSample([{ at: 0, bytes: 0 }], { at: 400, bytes: 400_000 });
    expect(bytesPerSecond(samples)).toBeNull();
    expect(secondsLeft(1_000_000, 400_000, null)).toBeNull();
  });

  it('measures bytes per second over the reports', () => {
    let samples = addSample([{ at: 0, bytes: 0 }], { at: 1000, bytes: 1_000_000 });
    samples = addSample(samples, { at: 2000, bytes: 2_000_000 });
    expect(bytesPerSecond(samples)).toBe(1_000_000);
    expect(secondsLeft(10_000_000, 2_000_000, 1_000_000)).toBe(8);
  });

  it('follows the last seconds rather than the whole upload', () => {
    let samples = [{ at: 0, bytes: 0 }];
    // 10 s at 1 MB/s, then 2 s at 4 MB/s.
    for (let second = 1; second <= 10; second++) {
      samples = addSample(samples, { at: second * 1000, bytes: second * 1_000_000 });
    }
    samples = addSample(samples, { at: 11_000, bytes: 14_000_000 });
    samples = addSample(samples, { at: 12_000, bytes: 18_000_000 });
    // From the anchor just before the 5 s window (6 s, 6 MB): 12 MB in 6 s, not 18 MB in 12 s.
    expect(samples[0]!.at).toBe(6000);
    expect(bytesPerSecond(samples)).toBe(2_000_000);
  });

  it('rounds the time left up to whole seconds', () => {
    expect(secondsLeft(1000, 0, 300)).toBe(4);
    expect(secondsLeft(1000, 1000, 300)).toBe(0);
  });
});
