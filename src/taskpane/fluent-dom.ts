/**
 * What every panel of the pane needs to build itself from Fluent UI web components: registering
 * the components (registering twice is harmless — FAST keeps the first definition — so no panel
 * relies on the order the pane mounts them in) and a small element builder.
 */

/** A Fluent control's properties the panels use. */
export type FluentControl = HTMLElement & { value: string; disabled: boolean; checked?: boolean };

/** Registers every Fluent component the pane's panels use (loaded on demand: Node tests never call it). */
export async function registerFluentComponents(): Promise<void> {
  const fluent = await import('@fluentui/web-components');
  fluent
    .provideFluentDesignSystem()
    .register(fluent.fluentButton(), fluent.fluentSelect(), fluent.fluentOption(), fluent.fluentTextField(), fluent.fluentNumberField(), fluent.fluentRadioGroup(), fluent.fluentRadio(), fluent.fluentProgress(), fluent.fluentCheckbox());
}

/** An element (a Fluent tag or a plain one) with attributes and children. */
export function create(tag: string, attributes: Record<string, string> = {}, children: (Node | string)[] = []): FluentControl {
  const node = document.createElement(tag) as FluentControl;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** A status line, read out by screen readers when it changes. */
export function statusLine(attributes: Record<string, string> = {}): FluentControl {
  return create('p', { role: 'status', 'aria-live': 'polite', ...attributes });
}

/** A question asked inside the pane (an add-in cannot use alert/confirm). */
export interface PaneQuestion {
  /** The group to place in the panel: the question (element `id`), Yes and No; hidden until asked. */
  group: HTMLElement;
  yes: FluentControl;
  no: FluentControl;
  /** Shows `question`; Yes takes the focus when the group appears. */
  ask(question: string): void;
  /** Hides the group if shown, giving the focus to `focusBack()`. */
  close(focusBack: () => HTMLElement): void;
}

export function paneQuestion(id: string, yesText: string, noText: string, yesAttributes: Record<string, string> = {}): PaneQuestion {
  const text = create('p', { id });
  const yes = create('fluent-button', { appearance: 'accent', ...yesAttributes }, [yesText]);
  const no = create('fluent-button', {}, [noText]);
  const group = create('div', { role: 'group', 'aria-labelledby': id }, [text, yes, no]);
  group.hidden = true;
  return {
    group,
    yes,
    no,
    ask(question) {
      text.textContent = question;
      if (!group.hidden) return;
      group.hidden = false;
      yes.focus();
    },
    close(focusBack) {
      if (group.hidden) return;
      group.hidden = true;
      focusBack().focus();
    },
  };
}
