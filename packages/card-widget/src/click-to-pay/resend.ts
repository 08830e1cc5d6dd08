import { CLICK_TO_PAY } from '@datadeck/contracts/provider';

/** Where the resend-code link is: usable, showing its confirmation, or disabled with seconds left. */
export type ResendPhase =
  | { kind: 'available' }
  | { kind: 'sending' }
  | { kind: 'confirming' }
  | { kind: 'cooldown'; secondsLeft: number };

const SECOND_MS = 1_000;

/**
 * SPEC §4/§9: after a resend the link shows a confirmation for 2 s, then is disabled for 60 s
 * (counting down each second), then usable again. A failed resend makes it usable at once.
 */
export class ResendTimer {
  private phase: ResendPhase = { kind: 'available' };
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly onChange: (phase: ResendPhase) => void) {}

  get current(): ResendPhase {
    return this.phase;
  }

  sending(): void {
    this.clear();
    this.set({ kind: 'sending' });
  }

  /** The code went out: confirm, then cool down. */
  sent(): void {
    this.clear();
    this.set({ kind: 'confirming' });
    this.timer = setTimeout(
      () => this.countDown(CLICK_TO_PAY.resendCooldownMs / SECOND_MS),
      CLICK_TO_PAY.resendConfirmationMs,
    );
  }

  failed(): void {
    this.reset();
  }

  /** Usable again at once (a failed resend; another shopper's code screen). */
  reset(): void {
    this.clear();
    this.set({ kind: 'available' });
  }

  destroy(): void {
    this.clear();
  }

  private countDown(secondsLeft: number): void {
    if (secondsLeft <= 0) {
      this.set({ kind: 'available' });
      return;
    }
    this.set({ kind: 'cooldown', secondsLeft });
    this.timer = setTimeout(() => this.countDown(secondsLeft - 1), SECOND_MS);
  }

  private set(phase: ResendPhase): void {
    this.phase = phase;
    this.onChange(phase);
  }

  private clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
