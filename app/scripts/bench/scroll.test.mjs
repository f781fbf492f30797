// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readScroll } from './scroll.mjs';

describe('readScroll', () => {
  // 11 frames: nine of 16 ms, one of 50 ms, one of 100 ms (the 95th percentile of 11 is the 11th).
  const frames = [1000];
  for (const ms of [16, 16, 16, 16, 50, 16, 16, 16, 16, 100]) frames.push(frames[frames.length - 1] + ms);

  it('reads the frame rate and the frame intervals', () => {
    expect(readScroll(frames, [], 500)).toMatchObject({ frames: 10, durationMs: 278, fps: 36, p50FrameMs: 16, p95FrameMs: 100, maxFrameMs: 100, longFrames: 1 });
  });

  it('sums the layout shifts from the first frame to the settle time after the last; the load before apart', () => {
    const shifts = [
      [500, 0.05], // the load's
      [1100, 0.0001],
      [1600, 0.002], // 322 ms after the last frame, within 500
      [2000, 0.3], // later: not the scroll's
    ];
    expect(readScroll(frames, shifts, 500)).toMatchObject({ layoutShift: 0.0021, layoutShifts: 2, layoutShiftBefore: 0.05 });
  });

  it('is exactly 0 without any shift entry', () => {
    expect(readScroll(frames, [], 500)).toMatchObject({ layoutShift: 0, layoutShifts: 0, layoutShiftBefore: 0 });
  });
});
