/**
 * The shape of every help text: no line wider than HELP_WIDTH, so a help reads in an 80-column
 * terminal (issue 38). The texts are written as paragraphs and laid out here, so an option added
 * or reworded later cannot push a line past the edge.
 */

export const HELP_WIDTH = 80;

/**
 * The words of `text` in lines at most `width` wide, each after `first` (the first line) or `hang`
 * spaces (the rest). A word wider than a line is split after a comma, where JSON breaks best.
 */
export function hangingLines(first: string, text: string, hang: number, width = HELP_WIDTH): string[] {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => splitWide(word, width - hang));
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of words) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = ' '.repeat(hang);
      empty = true;
    }
    line += empty ? word : ` ${word}`;
    empty = false;
  }
  lines.push(line);
  return lines;
}

function splitWide(word: string, room: number): string[] {
  const parts: string[] = [];
  let rest = word;
  while (rest.length > room) {
    const comma = rest.lastIndexOf(',', room - 1);
    const cut = comma > 0 ? comma + 1 : room;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts;
}

/**
 * Text as written in a command's help: paragraphs apart by blank lines are refilled; a paragraph
 * that starts indented with a term and two spaces ("  PUZZLE    81 characters…") keeps the term
 * and hangs its text under the text's first column.
 */
export function refill(text: string, width = HELP_WIDTH): string[] {
  return text.split(/\n\s*\n/).flatMap((paragraph, i) => {
    const lines = paragraph.split('\n');
    const term = /^(\s+\S+\s{2,})(\S.*)$/.exec(lines[0]);
    const body = term ? [term[2], ...lines.slice(1)].join(' ') : paragraph;
    const filled = hangingLines(term ? term[1] : '', body, term ? term[1].length : 0, width);
    return i === 0 ? filled : ['', ...filled];
  });
}

/**
 * A synopsis "name [--a A] [--b B] …" in lines at most `width` wide after `lead`, broken only
 * between its parts (an option with its value stays whole), the further lines under the first part.
 */
export function synopsisLines(lead: string, name: string, parts: readonly string[], width = HELP_WIDTH): string[] {
  const hang = lead.length + name.length + 1;
  const lines: string[] = [];
  let line = `${lead}${name}`;
  for (const part of parts) {
    if (line.length + 1 + part.length > width && line.length > hang) {
      lines.push(line);
      line = `${' '.repeat(hang - 1)}`;
    }
    line += ` ${part}`;
  }
  lines.push(line);
  return lines;
}
