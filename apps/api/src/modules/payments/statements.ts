// Bank statements as the credits they hold, for matching transfers to orders by their payment reference:
// CSV with a heading row naming date, amount, currency and reference (any order, any case; a point for
// decimals), or ISO 20022 CAMT.053 XML (each credit entry: its amount and currency, its booking day and
// the remittance texts its reference is read from). Debits are left out. Read with csv-parse and
// fast-xml-parser; a file either reads whole or is refused with what is wrong.
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface StatementEntry {
  /** Where the entry is in the file: its row after the heading, or its place among the entries. */
  line: number;
  bookedOn: string | null;
  amount: number;
  currency: string;
  /** The texts the payment reference is looked for in. */
  text: string;
}

const REQUIRED = ['date', 'amount', 'currency', 'reference'] as const;

function csvEntries(content: string): StatementEntry[] {
  const rows = parseCsv(content, {
    columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
    skip_empty_lines: true,
    trim: true,
    bom: true,
  }) as Array<Record<string, string>>;
  if (!rows.length) return [];
  const missing = REQUIRED.filter((c) => !(c in rows[0]));
  if (missing.length) throw new Error(`the heading row lacks ${missing.join(', ')}`);
  const entries: StatementEntry[] = [];
  rows.forEach((row, i) => {
    const amount = Number(row.amount.replace(/[\s']/g, ''));
    if (!Number.isFinite(amount)) throw new Error(`row ${i + 1}: "${row.amount.slice(0, 20)}" is not an amount`);
    if (amount <= 0) return;
    entries.push({
      line: i + 1,
      bookedOn: row.date || null,
      amount,
      currency: row.currency.toUpperCase(),
      text: row.reference,
    });
  });
  return entries;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Every text below a node (remittance information can be structured or not, nested any depth). */
function textsOf(node: unknown): string[] {
  if (node === null || node === undefined) return [];
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap(textsOf);
  if (typeof node === 'object') return Object.values(node as Record<string, unknown>).flatMap(textsOf);
  return [];
}

type Node = Record<string, unknown>;

function camtEntries(content: string): StatementEntry[] {
  const valid = XMLValidator.validate(content);
  if (valid !== true) throw new Error(`line ${valid.err.line}: ${valid.err.msg}`);
  const xml = new XMLParser({
    removeNSPrefix: true,
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    textNodeName: '#text',
  }).parse(content) as Node;
  const statement = (xml.Document as Node | undefined)?.BkToCstmrStmt as Node | undefined;
  if (!statement) throw new Error('no BkToCstmrStmt: not a CAMT.053 statement');
  const entries: StatementEntry[] = [];
  let place = 0;
  for (const stmt of asArray(statement.Stmt as Node | Node[])) {
    for (const entry of asArray(stmt.Ntry as Node | Node[])) {
      place += 1;
      if (entry.CdtDbtInd !== 'CRDT') continue;
      const amt = entry.Amt as Node | string;
      const value = typeof amt === 'object' ? String(amt['#text']) : String(amt);
      const amount = Number(value);
      if (!Number.isFinite(amount)) throw new Error(`entry ${place}: "${value.slice(0, 20)}" is not an amount`);
      const currency = typeof amt === 'object' ? String(amt['@Ccy'] ?? '') : '';
      const booked = entry.BookgDt as Node | undefined;
      const details = asArray((entry.NtryDtls as Node | undefined)?.TxDtls as Node | Node[]);
      entries.push({
        line: place,
        bookedOn: booked ? String(booked.Dt ?? booked.DtTm ?? '').slice(0, 10) || null : null,
        amount,
        currency: currency.toUpperCase(),
        text: [...details.flatMap((d) => textsOf(d.RmtInf)), ...textsOf(entry.AddtlNtryInf)].join(' '),
      });
    }
  }
  return entries;
}

/** The credits of a statement; throws with what is wrong when the file cannot be read. */
export function parseStatement(format: 'csv' | 'camt053', content: string): StatementEntry[] {
  return format === 'csv' ? csvEntries(content) : camtEntries(content);
}
