/**
 * What every panel controller does with its state: hold it, replace it on each change (a new
 * object, so a view can compare) and tell the view. A controller whose state has fields computed
 * from its private data (can Restore? is a highlight shown?) overrides `derived`.
 */
export class PanelState<State extends object> {
  private readonly listeners: ((state: State) => void)[] = [];

  constructor(public state: State) {}

  onChange(listener: (state: State) => void): void {
    this.listeners.push(listener);
  }

  /** Fields computed afresh at every change; they win over the change. */
  protected derived(): Partial<State> {
    return {};
  }

  protected update(change: Partial<State>): State {
    this.state = { ...this.state, ...change, ...this.derived() };
    for (const listener of this.listeners) listener(this.state);
    return this.state;
  }
}
