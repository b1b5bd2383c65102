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

/** Rows of the text; lines that are entirely empty are skipped. */
export function splitCsvRows(text: string, delimiter: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
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
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === delimiter) {
      fields.push(field);
      field = '';
    } else if (ch === '\n') {
      endRow();
      rowLine = ++line;
    } else if (ch !== '\r') {
      field += ch;
    }
  }
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
  const delimiter = csvHeaderDelimiter(firstLine, column) ?? DELIMITERS.reduce((best, each) => (firstLine.split(each).length > firstLine.split(best).length ? each : best));
  return splitCsvRows(text, delimiter).map((row) => row.fields);
}

/** Whether a file whose first non-blank line is this one is CSV (a `.csv` name, or a header with a `puzzle` column). */
export function isCsvStart(firstLine: string, fileName = ''): boolean {
  return (typeof fileName === 'string' && /\.csv$/i.test(fileName)) || csvHeaderDelimiter(firstLine, 'puzzle') !== undefined;
}
