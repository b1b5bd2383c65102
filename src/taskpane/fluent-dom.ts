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
