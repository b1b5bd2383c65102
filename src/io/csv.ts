/**
 * Just enough CSV for puzzle lists (RFC 4180: quoted fields, doubled quotes, line breaks inside
 * quotes). Excel writes `;` instead of `,` in many locales and tab when copying, so the delimiter is
 * whichever one makes the header name the column we need. Never throws: an unterminated quote runs
 * to the end of the text.
 */

export interface CsvRow {
  fields: string[];
  /** 1-based line where the row starts. */
  line: number;
}

const DELIMITERS = [',', ';', '\t'];

/**
 * Rows of the text; lines that are entirely empty are skipped. A field is cut from the text in
 * runs (text.slice), not built a character at a time: 300,000 rows of 81-character puzzles built
 * that way took 770 MB, each field a chain of one-character strings.
 */
export function splitCsvRows(text: string, delimiter: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  // The characters from `run` on belong to the field but are not in `field` yet.
  let run = 0;
  const flush = (end: number, next: number) => {
    if (end > run) field += text.slice(run, end);
    run = next;
  };
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || field !== '') rows.push({ fields, line: rowLine });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        // The first quote stays in the run, the second is skipped.
        flush(i + 1, i + 2);
        i++;
      } else if (ch === '"') {
        flush(i, i + 1);
        quoted = false;
      } else if (ch === '\n') {
        line++;
      }
    } else if (ch === '"') {
      flush(i, i + 1);
      quoted = true;
    } else if (ch === delimiter) {
      flush(i, i + 1);
      fields.push(field);
      field = '';
    } else if (ch === '\n') {
      flush(i, i + 1);
      endRow();
      rowLine = ++line;
    } else if (ch === '\r') {
      flush(i, i + 1);
    }
  }
  flush(text.length, text.length);
  if (fields.length > 0 || field !== '') endRow();
  return rows;
}

/** The delimiter with which `headerLine` has a field named `column` (any case), if any. */
export function csvHeaderDelimiter(headerLine: string, column: string): string | undefined {
  const wanted = column.toLowerCase();
  return DELIMITERS.find((delimiter) => {
    const [header] = splitCsvRows(headerLine, delimiter);
    return header !== undefined && header.fields.some((name) => name.trim().toLowerCase() === wanted);
  });
}

/**
 * A CSV as sheet values: split with the delimiter that makes its header name `column`, else the
 * one that splits the header into the most fields.
 */
export function csvValues(text: string, column: string): string[][] {
  const lineEnd = text.indexOf('\n');
  const firstLine = lineEnd < 0 ? text : text.slice(0, lineEnd);
  const delimiter =
    csvHeaderDelimiter(firstLine, column) ??
    DELIMITERS.reduce((best, each) => (firstLine.split(each).length > firstLine.split(best).length ? each : best));
  return splitCsvRows(text, delimiter).map((row) => row.fields);
}

/** Whether a file whose first non-blank line is this one is CSV (a `.csv` name, or a header with a `puzzle` column). */
export function isCsvStart(firstLine: string, fileName = ''): boolean {
  return (
    (typeof fileName === 'string' && /\.csv$/i.test(fileName)) || csvHeaderDelimiter(firstLine, 'puzzle') !== undefined
  );
}
