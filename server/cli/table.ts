// Terminal control characters (escape sequences too) in stored or visitor-typed text are shown as
// spaces.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Text safe to write to an operator's terminal. */
export function clean(text: string | number | null | undefined): string {
  return String(text ?? "").replace(CONTROL_CHARACTERS, " ");
}

/** An ISO instant as `YYYY-MM-DD HH:MM` (UTC); empty for none. */
export function shortTime(iso: string | null): string {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : "";
}

/** A column: its header, the most characters a cell shows (cut with …), and its cell's text. */
export type Column<Row> = readonly [header: string, width: number, read: (row: Row) => string];

/** An aligned plain-text table, two spaces between columns, cells cleaned. */
export function formatTable<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const fit = (text: string, width: number) =>
    text.length > width ? `${text.slice(0, width - 1)}…` : text;
  const cells = rows.map((row) => columns.map(([, width, read]) => fit(clean(read(row)), width)));
  const widths = columns.map(([header], index) =>
    Math.max(header.length, ...cells.map((row) => row[index]!.length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, index) => cell.padEnd(widths[index]!))
      .join("  ")
      .trimEnd();
  return [line(columns.map(([header]) => header)), ...cells.map(line)].join("\n");
}
