import { CLICK_TO_PAY } from '@datadeck/contracts/provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResendTimer, type ResendPhase } from './resend.ts';

describe('ResendTimer (SPEC §4: disabled 60 s after a resend, after a 2 s confirmation)', () => {
  let phases: ResendPhase[];
  let timer: ResendTimer;
  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
    timer = new ResendTimer((phase) => phases.push(phase));
  });
  afterEach(() => {
    timer.destroy();
    vi.useRealTimers();
  });

  it('confirms for 2 s, counts 60 s down, then is available again', () => {
    expect(timer.current).toEqual({ kind: 'available' });
    timer.sending();
    timer.sent();
    expect(timer.current).toEqual({ kind: 'confirming' });
    vi.advanceTimersByTime(CLICK_TO_PAY.resendConfirmationMs - 1);
    expect(timer.current).toEqual({ kind: 'confirming' });
    vi.advanceTimersByTime(1);
    expect(timer.current).toEqual({ kind: 'cooldown', secondsLeft: 60 });
    vi.advanceTimersByTime(1_000);
    expect(timer.current).toEqual({ kind: 'cooldown', secondsLeft: 59 });
    vi.advanceTimersByTime(CLICK_TO_PAY.resendCooldownMs - 1_001);
    expect(timer.current).toEqual({ kind: 'cooldown', secondsLeft: 1 });
    vi.advanceTimersByTime(1);
    expect(timer.current).toEqual({ kind: 'available' });
    expect(phases[0]).toEqual({ kind: 'sending' });
    expect(phases).toHaveLength(2 + 60 + 1);
  });

  it('is available at once after a failed resend, and stops when destroyed', () => {
    timer.sending();
    timer.failed();
    expect(timer.current).toEqual({ kind: 'available' });
    timer.sent();
    timer.destroy();
    vi.advanceTimersByTime(CLICK_TO_PAY.resendConfirmationMs + CLICK_TO_PAY.resendCooldownMs);
    expect(timer.current).toEqual({ kind: 'confirming' });
  });
});
