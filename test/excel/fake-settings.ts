import type { SettingsStore } from '../../src/excel/settings';

/**
 * Office.context.document.settings as Office keeps it: an in-memory table that saveAsync writes
 * into the document as JSON. `document` is what a reopened workbook would read back.
 */
export class FakeSettings implements SettingsStore {
  private table: Record<string, unknown> = {};
  document: Record<string, unknown> = {};
  saves = 0;
  failNextSave = false;

  get(name: string): unknown {
    return this.table[name] ?? null;
  }

  set(name: string, value: unknown): void {
    this.table[name] = value;
  }

  remove(name: string): void {
    delete this.table[name];
  }

  saveAsync(callback?: (result: { status: string; error?: { message: string } }) => void): void {
    setImmediate(() => {
      if (this.failNextSave) {
        this.failNextSave = false;
        callback?.({ status: 'failed', error: { message: 'The document is read-only.' } });
        return;
      }
      this.saves++;
      this.document = JSON.parse(JSON.stringify(this.table));
      callback?.({ status: 'succeeded' });
    });
  }

  /** A fresh settings object for the same document, as after closing and reopening the workbook. */
  reopened(): FakeSettings {
    const fresh = new FakeSettings();
    fresh.table = JSON.parse(JSON.stringify(this.document));
    fresh.document = fresh.table;
    return fresh;
  }
}
