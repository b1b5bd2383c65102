/**
 * What reaches the terminal never carries a control sequence from the input: a file's header, a
 * CSV id or a file name may hold ESC or OSC sequences that would retitle or recolour the person's
 * terminal. Every line the process writes passes here; control characters (C0 but newline and tab,
 * DEL, C1) become a visible \u escape, which inside a JSON string is the same character still.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function escapeControls(text: string): string {
  CONTROL.lastIndex = 0;
  if (!CONTROL.test(text)) return text;
  CONTROL.lastIndex = 0;
  return text.replace(CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Whether UTF-8 bytes hold a control character: a C0 byte but newline and tab, DEL, or a C1 (0xC2 0x80–0x9F). */
function holdsControl(bytes: Uint8Array): boolean {
  for (let k = 0; k < bytes.length; k++) {
    const byte = bytes[k];
    if ((byte < 0x20 && byte !== 0x0a && byte !== 0x09) || byte === 0x7f) return true;
    if (byte === 0xc2 && k + 1 < bytes.length && bytes[k + 1] >= 0x80 && bytes[k + 1] <= 0x9f) return true;
  }
  return false;
}

/** escapeControls over UTF-8 bytes (the workers' output): the same bytes when they hold none. */
export function escapeControlBytes(bytes: Uint8Array): Uint8Array {
  if (!holdsControl(bytes)) return bytes;
  return Buffer.from(
    escapeControls(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8')),
    'utf8',
  );
}
