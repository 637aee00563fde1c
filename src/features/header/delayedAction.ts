/** docs/product/rules.md §10: the schools dropdown closes 200 ms after the mouse leaves it. */
export const SCHOOLS_MENU_CLOSE_DELAY_MS = 200;

export interface DelayedAction {
  /** (Re)starts the countdown: the action runs `delayMs` after the last call. */
  schedule(): void;
  /** Stops a pending countdown (the mouse came back). */
  cancel(): void;
}

/** One pending timeout at a time, so a quick leave-enter-leave never closes early. */
export function createDelayedAction(delayMs: number, action: () => void): DelayedAction {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule() {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        action();
      }, delayMs);
    },
    cancel,
  };
}
