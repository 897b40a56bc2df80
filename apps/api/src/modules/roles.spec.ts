// One file name per role in every module (docs/architecture/code.md, "How an API area is built"): a file
// inside modules/<name>/ is named for its role (`router.ts`, `service.ts`, `read-model.ts`, `worker.ts`,
// `messages.ts`, `index.ts`, or `<topic>.<role>.ts` for one topic's), or is a helper with a plain
// kebab-case name that names no role; routers are made only in router files, kinds of background work
// only in worker files and catalogues of texts only in messages files. The rule reads the files' syntax (TypeScript's parser), so a word in a comment or a
// string is not a call; it is proved on a tree of misnamed files as well as run on the real one.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const ROLES = ['router', 'service', 'read-model', 'worker', 'messages'] as const;
type Role = (typeof ROLES)[number];

/** A role's word in a name that is not one of the two forms (`transfer-router`, `expiry-worker`, `search-services`). */
const ROLE_WORDS =
  /(^|-)(router|routers|routes|service|services|read-model|read-models|readmodel|worker|workers|messages)(-|$)/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * What only a file of one role may make, by the call or type that makes it: an Express router (the route
 * helper's module, Express's own), a kind of background work (platform/jobs, or built by hand with its
 * types), a catalogue of texts (a message key prefix of the stored catalogues).
 */
const MADE_BY: Record<string, { role: Role; what: string }> = {
  apiModule: { role: 'router', what: 'makes a router' },
  Router: { role: 'router', what: 'makes a router' },
  express: { role: 'router', what: 'makes a router' },
  scheduledWorker: { role: 'worker', what: 'declares a kind of background work' },
  reportingWorker: { role: 'worker', what: 'declares a kind of background work' },
  BackgroundWork: { role: 'worker', what: 'declares a kind of background work' },
  WorkerFactory: { role: 'worker', what: 'declares a kind of background work' },
  defineMessages: { role: 'messages', what: 'defines texts' },
};
const CANDIDATES = new RegExp(`\\b(${Object.keys(MADE_BY).join('|')})\\b`);

/** The role a file's name gives it, or why the name is refused. */
function roleOfName(file: string): { role: Role | 'index' | 'helper' } | { problem: string } {
  const name = path
    .basename(file)
    .replace(/\.ts$/, '')
    .replace(/\.spec$/, '');
  if (name === 'index') return { role: 'index' };
  const dot = name.lastIndexOf('.');
  const [topic, last] = dot < 0 ? [null, name] : [name.slice(0, dot), name.slice(dot + 1)];
  const role = ROLES.find((r) => r === last);
  if (role && topic === null) return { role };
  if (role && topic !== null && KEBAB.test(topic) && !ROLE_WORDS.test(topic)) return { role };
  const found = name.match(ROLE_WORDS)?.[2];
  if (found) return { problem: `named for a role in another form ("${found}"): ${rolesHint}` };
  if (!KEBAB.test(name)) return { problem: `neither a role's name nor a plain kebab-case helper name: ${rolesHint}` };
  return { role: 'helper' };
}
const rolesHint = `a role is ${ROLES.map((r) => `${r}.ts`).join(', ')} or <topic>.<role>.ts; a helper has a plain name`;

/** What a file's code makes that belongs to a role (MADE_BY), each with its line. */
function madeIn(file: string, source: string) {
  const made: { role: Role; what: string; line: number; by: string }[] = [];
  // Only a file that names one of them can make one: the others are not parsed.
  if (!CANDIDATES.test(source)) return made;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const add = (name: string, node: ts.Node, by: string) => {
    if (!Object.hasOwn(MADE_BY, name)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    made.push({ ...MADE_BY[name], line, by });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee)) add(callee.text, node, `${callee.text}()`);
      else if (ts.isPropertyAccessExpression(callee)) add(callee.name.text, node, `${callee.name.text}()`);
    }
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName))
      add(node.typeName.text, node, node.typeName.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return made;
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every breach of the naming rule in a modules folder, as `<path from it>: <what is wrong>`. */
function moduleRoleProblems(modulesDir: string): string[] {
  const problems: string[] = [];
  // The files directly in modules/ (the module list, its specs) belong to no module.
  const moduleFiles = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => filesBelow(path.join(modulesDir, entry.name)));
  for (const file of moduleFiles) {
    const at = path.relative(modulesDir, file).split(path.sep).join('/');
    const named = roleOfName(file);
    if ('problem' in named) problems.push(`${at}: ${named.problem}`);
    if (file.endsWith('.spec.ts')) continue;
    const role = 'role' in named ? named.role : null;
    for (const made of madeIn(file, readFileSync(file, 'utf8'))) {
      if (made.role === role) continue;
      problems.push(
        `${at}:${made.line}: ${made.what} (${made.by}) outside a ${made.role} file (${made.role}.ts or <topic>.${made.role}.ts)`,
      );
    }
  }
  return problems.sort();
}

describe('one file name per role in the modules', () => {
  it("holds for the API's modules", () => {
    const modulesDir = __dirname;
    expect(moduleRoleProblems(modulesDir)).toEqual([]);
    // The rule saw the modules' routers and workers (a walk that found nothing would pass too).
    const files = filesBelow(modulesDir).map((file) => path.relative(modulesDir, file));
    expect(files.filter((file) => /(^|\/|\.)router\.ts$/.test(file)).length).toBeGreaterThan(60);
    expect(files.filter((file) => /(^|\/|\.)worker\.ts$/.test(file)).length).toBeGreaterThan(15);
  });

  describe('on a tree of deliberately misnamed files', () => {
    let dir: string;
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'pavilion-module-roles-'));
      // Named as they must be.
      write('index.ts', 'export {};\n');
      write('payments/router.ts', 'export const m = (ctx: never) => apiModule(ctx, {});\n');
      write('payments/transfer.router.ts', 'export const m = (ctx: never) => apiModule(ctx, {});\n');
      write('payments/transfer.worker.ts', 'export const w = (d: never): BackgroundWork => reportingWorker(d);\n');
      write('payments/transfer.read-model.ts', 'export class TransferReads {}\n');
      write('payments/transfer.read-model.spec.ts', "it('reads', () => undefined);\n");
      write('payments/transfer.messages.ts', "export const T = defineMessages('email.transfer', {});\n");
      write('payments/service.ts', 'export class Payments {}\n');
      write(
        'payments/statements.ts',
        '// A helper may speak of apiModule() and scheduledWorker() in words.\nexport const s = "Router()";\n',
      );
      write('admin/fees/worker.ts', 'export const w = scheduledWorker({});\n');
      // Misnamed, or making what its name does not say.
      write('payments/transfer-router.ts', 'export const m = (ctx: never) => apiModule(ctx, {});\n');
      write('orders/expiry-worker.ts', 'export const w = scheduledWorker({});\n');
      write('orders/emails.ts', "export const T = defineMessages('email.order', {});\n");
      write('orders/holds.ts', "import { Router } from 'express';\nexport const r = Router();\n");
      write('search/prune.ts', 'export function w(d: never): BackgroundWork {\n  return reportingWorker(d);\n}\n');
      write('search/service.ts', 'export const r = (ctx: never) => apiModule(ctx, {});\n');
      write('search/readModel.ts', 'export {};\n');
      write('search/search-services.spec.ts', "it('plans', () => undefined);\n");
      write('admin/fees/fee-changes-worker.ts', 'export {};\n');
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('names each file that breaks the rule, and only those', () => {
      expect(moduleRoleProblems(dir)).toEqual([
        'admin/fees/fee-changes-worker.ts: named for a role in another form ("worker"): ' + rolesHint,
        'orders/emails.ts:1: defines texts (defineMessages()) outside a messages file (messages.ts or <topic>.messages.ts)',
        'orders/expiry-worker.ts: named for a role in another form ("worker"): ' + rolesHint,
        'orders/expiry-worker.ts:1: declares a kind of background work (scheduledWorker()) outside a worker file (worker.ts or <topic>.worker.ts)',
        'orders/holds.ts:2: makes a router (Router()) outside a router file (router.ts or <topic>.router.ts)',
        'payments/transfer-router.ts: named for a role in another form ("router"): ' + rolesHint,
        'payments/transfer-router.ts:1: makes a router (apiModule()) outside a router file (router.ts or <topic>.router.ts)',
        'search/prune.ts:1: declares a kind of background work (BackgroundWork) outside a worker file (worker.ts or <topic>.worker.ts)',
        'search/prune.ts:2: declares a kind of background work (reportingWorker()) outside a worker file (worker.ts or <topic>.worker.ts)',
        "search/readModel.ts: neither a role's name nor a plain kebab-case helper name: " + rolesHint,
        'search/search-services.spec.ts: named for a role in another form ("services"): ' + rolesHint,
        'search/service.ts:1: makes a router (apiModule()) outside a router file (router.ts or <topic>.router.ts)',
      ]);
    });
  });
});
