import { describe, expect, it } from "vitest";
import { CsvError, CsvParser, firstLine, guessDelimiter, parseCsv } from "./csv";

describe("parseCsv", () => {
  it("reads plain rows with LF, CRLF and lone CR line endings", () => {
    expect(parseCsv("a,b\n1,2\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseCsv("a,b\r\n1,2\r\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseCsv("a,b\r1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("reads quoted fields with commas, escaped quotes and line breaks", () => {
    const text = 'id,title\r\nx,"Tiamat, Queen of ""Dragons"""\r\ny,"two\r\nlines\nhere"\r\nz,""\r\n';
    expect(parseCsv(text)).toEqual([
      ["id", "title"],
      ["x", 'Tiamat, Queen of "Dragons"'],
      ["y", "two\r\nlines\nhere"],
      ["z", ""],
    ]);
  });

  it("drops a leading byte-order mark", () => {
    expect(parseCsv("\uFEFFContent,Views\nabc,1")).toEqual([
      ["Content", "Views"],
      ["abc", "1"],
    ]);
  });

  it("keeps empty fields, trailing empty fields and blank lines", () => {
    expect(parseCsv("a,,c\n,\n\nx,")).toEqual([["a", "", "c"], ["", ""], [""], ["x", ""]]);
  });

  it("gives no record for an empty text or a final line break", () => {
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("a\n")).toEqual([["a"]]);
    expect(parseCsv("a\r\n")).toEqual([["a"]]);
  });

  it("is lenient with stray quotes the way spreadsheets are", () => {
    expect(parseCsv('ab"c,"d"e,f')).toEqual([['ab"c', "de", "f"]]);
  });

  it("reports an unterminated quote with the row and the line it opened on", () => {
    const text = 'a,b\n1,2\n3,"never\ncloses\n';
    let error: unknown;
    try {
      parseCsv(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CsvError);
    const csvError = error as CsvError;
    expect(csvError.code).toBe("unterminated-quote");
    expect(csvError.row).toBe(3);
    expect(csvError.line).toBe(3);
    expect(csvError.message).toMatch(/Row 3 .* opened on line 3, that never closes/);
  });

  it("stops past the row limit", () => {
    expect(() => parseCsv("a\nb\nc\nd\n", { maxRows: 3 })).toThrow(/more than 3 rows/);
    expect(parseCsv("a\nb\nc\n", { maxRows: 3 })).toHaveLength(3);
  });

  it("reads another delimiter when told", () => {
    expect(parseCsv('a;"b;c"\n1;2', { delimiter: ";" })).toEqual([
      ["a", "b;c"],
      ["1", "2"],
    ]);
  });
});

describe("CsvParser chunks", () => {
  it("gives the same records whatever the chunk boundaries", () => {
    const text = '\uFEFFid,title,n\r\nx,"a ""quoted"", title\r\nwith a break",1\r\ny,plain,2\rz,"",3\n';
    const whole = parseCsv(text);
    for (let size = 1; size <= 7; size++) {
      const parser = new CsvParser();
      const records: string[][] = [];
      for (let i = 0; i < text.length; i += size) records.push(...parser.push(text.slice(i, i + size)));
      records.push(...parser.finish());
      expect(records, `chunks of ${size}`).toEqual(whole);
    }
    expect(whole).toEqual([
      ["id", "title", "n"],
      ["x", 'a "quoted", title\r\nwith a break', "1"],
      ["y", "plain", "2"],
      ["z", "", "3"],
    ]);
  });

  it("hands records back as soon as they end", () => {
    const parser = new CsvParser();
    expect(parser.push("a,b\n1,")).toEqual([["a", "b"]]);
    expect(parser.push("2\n3")).toEqual([["1", "2"]]);
    expect(parser.finish()).toEqual([["3"]]);
    expect(parser.rows).toBe(3);
  });
});

describe("guessDelimiter", () => {
  it("finds semicolons, tabs and commas in a header line", () => {
    expect(guessDelimiter("Content;Video title;Views").name).toBe("semicolons");
    expect(guessDelimiter("Content\tVideo title\tViews").name).toBe("tabs");
    expect(guessDelimiter("Content,Video title,Views").delimiter).toBe(",");
    expect(guessDelimiter('"a;b",c').delimiter).toBe(",");
  });

  it("reads the first line without BOM or line break", () => {
    expect(firstLine("\uFEFFa;b\r\nc;d")).toBe("a;b");
  });
});
