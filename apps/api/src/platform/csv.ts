// CSV downloads written to a stream as they are read: each record waits for the stream to take the
// one before (backpressure), so a large export never sits in memory whole.
import type { Writable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';

/** A negative amount ('-5.00') alone in its cell: a number, which no spreadsheet runs as a formula. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * How every CSV of the product is written: cells a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return) get a leading apostrophe (csv-stringify's escape_formulas), except a negative
 * number, which stays a number ('-5.00', not "'-5.00") so an accountant's import reads it as one.
 */
export const CSV_OPTIONS = {
  escape_formulas: true,
  cast: {
    string: (value: string) => (NEGATIVE_NUMBER.test(value) ? { value, escape_formulas: false } : value),
  },
} satisfies Options;

export interface CsvColumn {
  /** The record's field. */
  key: string;
  /** The column's title in the header row. */
  header: string;
}

export interface CsvWriter {
  /** Writes one row; resolves once the stream can take more. */
  write(record: Record<string, unknown>): Promise<void>;
  /** Ends the CSV; resolves once `out` has finished, rejects if writing it failed. */
  end(): Promise<void>;
}

/** A CSV with a header row written to `out`, as CSV_OPTIONS says. */
export function csvWriter(out: Writable, columns: readonly CsvColumn[]): CsvWriter {
  const csv = stringify({ ...CSV_OPTIONS, header: true, columns: [...columns] });
  csv.pipe(out);
  return {
    write: (record) =>
      csv.write(record) ? Promise.resolve() : new Promise<void>((resolve) => csv.once('drain', resolve)),
    end: () =>
      new Promise<void>((resolve, reject) => {
        csv.once('error', reject);
        out.once('finish', resolve);
        csv.end();
      }),
  };
}
