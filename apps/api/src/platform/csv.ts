// CSV downloads written to a stream as they are read: each record waits for the stream to take the
// one before (backpressure), so a large export never sits in memory whole.
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';

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

/**
 * A CSV with a header row written to `out`. Cells a spreadsheet would run as a formula (=, +, -, @,
 * tab, carriage return) are written with a leading apostrophe (csv-stringify's escape_formulas).
 */
export function csvWriter(out: Writable, columns: readonly CsvColumn[]): CsvWriter {
  const csv = stringify({ header: true, escape_formulas: true, columns: [...columns] });
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
