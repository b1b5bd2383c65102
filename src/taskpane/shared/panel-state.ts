/**
 * What every panel controller does with its state: hold it, replace it on each change (a new
 * object, so a view can compare) and tell the view. A controller whose state has fields computed
 * from its private data (can Restore? is a highlight shown?) overrides `derived`; one that runs
 * tasks says when one runs (`busy`) and refuses another start aloud (`refuseWhileBusy`).
 */

/** A start of another task came while one runs: said on the status line until the running task ends. */
export interface BusyRefusal {
  stillBusy?: boolean;
}

export class PanelState<State extends object> {
  private readonly listeners: ((state: State) => void)[] = [];

  constructor(public state: State) {}

  onChange(listener: (state: State) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Whether a task runs; the views disable the buttons that would start another meanwhile. A state
   * with a `busy` field says it; a controller whose phases say it overrides this.
   */
  get busy(): boolean {
    return (this.state as { busy?: unknown }).busy === true;
  }

  /** Fields computed afresh at every change; they win over the change. */
  protected derived(): Partial<State> {
    return {};
  }

  /**
   * A click that came while a task runs (it can come before the view has disabled its button, or
   * from another tab): nothing new starts, and the state says so, never nothing.
   */
  protected refuseWhileBusy(): State {
    return this.update({ stillBusy: true } as BusyRefusal as Partial<State>);
  }

  protected update(change: Partial<State>): State {
    this.state = { ...this.state, ...change, ...this.derived() };
    // The refusal is news only while the task it waits for runs.
    if ((this.state as BusyRefusal).stillBusy && !this.busy) this.state = { ...this.state, stillBusy: false };
    for (const listener of this.listeners) listener(this.state);
    return this.state;
  }
}
