// An RFC 4180 CSV reader: quoted fields, "" escapes, delimiters and line breaks inside quotes,
// CRLF / LF / lone CR line endings and a leading UTF-8 byte-order mark.
//
// It is a push parser: feed text in chunks of any size (a chunk may end mid-field, mid-quote or
// between a CR and its LF) and it hands back each complete record as soon as it ends, so a caller
// can read a stream without holding the whole file. Every character is looked at once: linear time.
//
// Lenient where Excel and Google Sheets are lenient, strict where data would be lost:
// - a quote inside an unquoted field (`ab"c`) is kept as a literal character;
// - text after a closing quote (`"ab"c`) is appended to the field;
// - a quoted field still open at the end of the input is an error (the file was cut off or a
//   quote is missing), reported with the line the quote opened on.

export type CsvErrorCode = "unterminated-quote" | "too-many-rows";

export class CsvError extends Error {
  readonly code: CsvErrorCode;
  /** 1-based physical line of the input where the problem starts. */
  readonly line: number;
  /** 1-based record (spreadsheet row) number where the problem starts. */
  readonly row: number;

  constructor(code: CsvErrorCode, message: string, line: number, row: number) {
    super(message);
    this.name = "CsvError";
    this.code = code;
    this.line = line;
    this.row = row;
  }
}

export type CsvOptions = {
  /** A single character; "," unless told. */
  delimiter?: string;
  /** Most records (rows, the header included) to accept; more is a "too-many-rows" error. */
  maxRows?: number;
};

const QUOTE = 34; // "
const LF = 10;
const CR = 13;
const BOM = "\uFEFF";

const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  /** Just read a quote inside a quoted field: either an escaped quote or the field's end. */
  QuoteInQuoted,
  /** Just ended a record on CR: a following LF belongs to the same line break. */
  AfterCr,
}

export class CsvParser {
  private readonly delimiter: number;
  private readonly maxRows: number;
  private state: State = State.FieldStart;
  private fields: string[] = [];
  private field = "";
  private rowCount = 0;
  private line = 1;
  private quoteLine = 1;
  private started = false;
  private finished = false;

  constructor(options: CsvOptions = {}) {
    const delimiter = options.delimiter ?? ",";
    if (delimiter.length !== 1 || delimiter === '"' || delimiter === "\n" || delimiter === "\r") {
      throw new Error(
        `A CSV delimiter is one character other than a quote or a line break, not ${JSON.stringify(delimiter)}.`,
      );
    }
    this.delimiter = delimiter.charCodeAt(0);
    this.maxRows = options.maxRows ?? Number.POSITIVE_INFINITY;
  }

  /** Records (rows) read so far. */
  get rows(): number {
    return this.rowCount;
  }

  /** Reads a chunk; returns the records it completed. Throws CsvError past the row limit. */
  push(chunk: string): string[][] {
    if (this.finished) throw new Error("This CSV parser has already finished.");
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.startsWith(BOM)) text = text.slice(1);
    }
    const out: string[][] = [];
    const delimiter = this.delimiter;
    const n = text.length;
    let segmentStart = 0;
    let i = 0;
    while (i < n) {
      const c = text.charCodeAt(i);
      switch (this.state) {
        case State.AfterCr:
          this.state = State.FieldStart;
          if (c === LF) {
            i++;
            segmentStart = i;
          }
          continue;
        case State.FieldStart:
          if (c === QUOTE) {
            this.state = State.Quoted;
            this.quoteLine = this.line;
            i++;
            segmentStart = i;
            continue;
          }
          this.state = State.Unquoted;
          segmentStart = i;
          continue; // read the same character as part of an unquoted field
        case State.Unquoted:
          if (c === delimiter) {
            this.endField(text.slice(segmentStart, i));
            this.state = State.FieldStart;
          } else if (c === LF || c === CR) {
            this.endField(text.slice(segmentStart, i));
            out.push(this.endRecord());
            this.line++;
            this.state = c === CR ? State.AfterCr : State.FieldStart;
          }
          i++;
          continue;
        case State.Quoted:
          if (c === QUOTE) {
            this.field += text.slice(segmentStart, i);
            this.state = State.QuoteInQuoted;
          } else if (c === LF) {
            this.line++;
          } else if (c === CR && (i + 1 >= n || text.charCodeAt(i + 1) !== LF)) {
            this.line++; // a lone CR inside quotes is a line break too
          }
          i++;
          continue;
        case State.QuoteInQuoted:
          if (c === QUOTE) {
            this.field += '"';
            this.state = State.Quoted;
            i++;
            segmentStart = i;
          } else if (c === delimiter) {
            this.endField("");
            this.state = State.FieldStart;
            i++;
          } else if (c === LF || c === CR) {
            this.endField("");
            out.push(this.endRecord());
            this.line++;
            this.state = c === CR ? State.AfterCr : State.FieldStart;
            i++;
          } else {
            // Text after a closing quote: keep it, as spreadsheets do.
            this.state = State.Unquoted;
            segmentStart = i;
          }
          continue;
      }
    }
    // Carry an unfinished field over to the next chunk.
    if (this.state === State.Unquoted || this.state === State.Quoted) {
      this.field += text.slice(segmentStart, n);
    }
    return out;
  }

  /** Ends the input; returns the last record if the text did not end with a line break. */
  finish(): string[][] {
    if (this.finished) return [];
    this.finished = true;
    switch (this.state) {
      case State.Quoted:
        throw new CsvError(
          "unterminated-quote",
          `Row ${this.rowCount + 1} has a quoted cell, opened on line ${this.quoteLine}, that never closes: ` +
            'a closing quote (") is missing or the file was cut off.',
          this.quoteLine,
          this.rowCount + 1,
        );
      case State.Unquoted:
      case State.QuoteInQuoted:
        this.endField("");
        return [this.endRecord()];
      case State.FieldStart:
        // After a delimiter ("a,") the record has an empty last field; after a line break, nothing.
        if (this.fields.length > 0) {
          this.endField("");
          return [this.endRecord()];
        }
        return [];
      case State.AfterCr:
        return [];
    }
  }

  private endField(tail: string): void {
    this.fields.push(this.field + tail);
    this.field = "";
  }

  private endRecord(): string[] {
    this.rowCount++;
    if (this.rowCount > this.maxRows) {
      throw new CsvError(
        "too-many-rows",
        `This file has more than ${this.maxRows.toLocaleString("en-US")} rows.`,
        this.line,
        this.rowCount,
      );
    }
    const record = this.fields;
    this.fields = [];
    return record;
  }
}

/** Parses a whole CSV text into records. Throws CsvError. */
export function parseCsv(text: string, options: CsvOptions = {}): string[][] {
  const parser = new CsvParser(options);
  const records = parser.push(text);
  for (const record of parser.finish()) records.push(record);
  return records;
}

export type DelimiterGuess = { delimiter: "," | ";" | "\t" | "|"; name: string };

const DELIMITERS: DelimiterGuess[] = [
  { delimiter: ",", name: "commas" },
  { delimiter: ";", name: "semicolons" },
  { delimiter: "\t", name: "tabs" },
  { delimiter: "|", name: "vertical bars" },
];

/**
 * Which delimiter a header line most likely uses: the one it contains most often, outside quotes.
 * Commas win ties. A header line is the first line of the file, without its line break.
 */
export function guessDelimiter(headerLine: string): DelimiterGuess {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = DELIMITERS[0]!;
  for (const guess of DELIMITERS) {
    if ((counts.get(guess.delimiter) ?? 0) > (counts.get(best.delimiter) ?? 0)) best = guess;
  }
  return best;
}

/** The text's first line, without a BOM or line break (for delimiter sniffing). */
export function firstLine(text: string): string {
  const start = text.startsWith(BOM) ? 1 : 0;
  let end = start;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (c === LF || c === CR) break;
    end++;
  }
  return text.slice(start, end);
}
