// An append-only file of JSON lines, as the simulated payment gateway and payout bank keep what they
// paid so that it outlives a restart of the API (a real provider keeps its idempotency keys itself).
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The records of a journal in the order they were written; a line torn by a kill is skipped. */
export function readJournal<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return line ? [JSON.parse(line) as T] : [];
      } catch {
        return [];
      }
    });
}

/**
 * Opens a journal for appending and answers what it holds: its folder is made, and a last line torn
 * by a kill is ended, so the next record starts on a line of its own.
 */
export function openJournal<T>(file: string): T[] {
  mkdirSync(path.dirname(file), { recursive: true });
  if (existsSync(file) && !readFileSync(file, 'utf8').endsWith('\n')) appendFileSync(file, '\n');
  return readJournal<T>(file);
}

/** Appends one record, before its writer answers: once written, it survives whatever happens next. */
export function appendToJournal(file: string, record: unknown): void {
  appendFileSync(file, `${JSON.stringify(record)}\n`);
}
