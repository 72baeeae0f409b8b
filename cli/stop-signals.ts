// SIGTERM and SIGINT for a command that must close what it started before it exits (plandata scrape):
// the first signal is a request to stop, which the command answers in its own time; a second one asks
// for haste. The handlers replace Node's default (death by the signal) until dispose().
import { constants } from 'node:os';

export type StopSignal = 'SIGTERM' | 'SIGINT';

export interface StopSignals {
  /** The first signal received, if any. */
  readonly received: StopSignal | null;
  /** Resolves with the first signal. */
  readonly signalled: Promise<StopSignal>;
  /** Runs `fn` on every signal after the first. */
  onAgain(fn: () => void): void;
  dispose(): void;
}

/** The conventional exit code of a command stopped by a signal: 128 + its number (130, 143). */
export function signalExitCode(sig: StopSignal): number {
  return 128 + constants.signals[sig];
}

export function stopSignals(): StopSignals {
  let received: StopSignal | null = null;
  let resolve!: (s: StopSignal) => void;
  const signalled = new Promise<StopSignal>((r) => (resolve = r));
  const again: (() => void)[] = [];
  const on = (sig: StopSignal) => () => {
    if (received) {
      for (const fn of again) fn();
      return;
    }
    received = sig;
    resolve(sig);
  };
  const handlers = { SIGTERM: on('SIGTERM'), SIGINT: on('SIGINT') };
  process.on('SIGTERM', handlers.SIGTERM);
  process.on('SIGINT', handlers.SIGINT);
  return {
    get received() {
      return received;
    },
    signalled,
    onAgain: (fn) => void again.push(fn),
    dispose() {
      process.off('SIGTERM', handlers.SIGTERM);
      process.off('SIGINT', handlers.SIGINT);
    },
  };
}
