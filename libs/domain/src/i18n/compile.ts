// Compiling the messages for the browser apps' build (tools/vite/compiled-messages.mts): a catalogue
// file's texts and a module's `defineMessages` calls, each text that needs the ICU formatter turned into
// its syntax tree as IntlMessageFormat would parse it. Build time only: the library's entry does not
// export it (it brings the TypeScript compiler).
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { DEFAULT_LOCALE, intlLocale, isLocale } from './locales';
import { needsFormatter } from './translator';

/** The syntax tree of a text, parsed as IntlMessageFormat would parse it in that language. */
export function compile(text: string, locale: string): MessageFormatElement[] {
  return parse(text, { locale: new Intl.Locale(intlLocale(isLocale(locale) ? locale : DEFAULT_LOCALE)) });
}

/** A catalogue file with its texts that need the formatter compiled (still JSON). */
export function compileCatalogue(json: string, locale: string): string {
  const entries = JSON.parse(json) as Record<string, string>;
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(entries).map(([key, text]) => [key, needsFormatter(text) ? compile(text, locale) : text]),
    ),
  );
}

/**
 * A module's code with each `defineMessages(namespace, { ... })` given its compiled texts and marked
 * pure; undefined when it has no call. A definition that is not an object of texts (or templates of
 * them) is refused: the build could not compile it.
 */
export function compileDefinitions(code: string, file: string): string | undefined {
  if (!code.includes('defineMessages(')) return undefined;
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const insertions: { at: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineMessages' &&
      node.arguments.length === 2
    ) {
      const definitions = node.arguments[1]!;
      const where = () => `${file}:${source.getLineAndCharacterOfPosition(definitions.getStart(source)).line + 1}`;
      if (!ts.isObjectLiteralExpression(definitions))
        throw new Error(`${where()}: defineMessages takes its messages as an object of texts`);
      const compiled: string[] = [];
      for (const property of definitions.properties) {
        const value = ts.isPropertyAssignment(property) ? property.initializer : undefined;
        const name =
          ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
            ? property.name.text
            : undefined;
        if (!value || name === undefined)
          throw new Error(`${where()}: each message of defineMessages has a plain name`);
        const tree = compileText(value, source);
        if (tree === null) throw new Error(`${where()}: the message ${name} is not a text or a template of one`);
        if (tree !== undefined) compiled.push(`${JSON.stringify(name)}: ${tree}`);
      }
      if (compiled.length) insertions.push({ at: definitions.end, text: `, { ${compiled.join(', ')} }` });
      insertions.push({ at: node.getStart(source), text: '/* @__PURE__ */ ' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!insertions.length) return undefined;
  let result = code;
  for (const { at, text } of insertions.sort((a, b) => b.at - a.at))
    result = result.slice(0, at) + text + result.slice(at);
  return result;
}

/**
 * A message's compiled text as JavaScript: undefined when it needs no formatter, null when it is not a
 * text. A template's substitutions (`at most ${MAX} characters`, a constant written into the English)
 * are compiled as literal parts whose value is the same expression, evaluated where the template is.
 */
function compileText(value: ts.Expression, source: ts.SourceFile): string | undefined | null {
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))
    return needsFormatter(value.text) ? JSON.stringify(compile(value.text, DEFAULT_LOCALE)) : undefined;
  if (!ts.isTemplateExpression(value)) return null;
  const marker = (i: number) => `pavilionSubstitution${i}`;
  const text = value.head.text + value.templateSpans.map((span, i) => `{${marker(i)}}${span.literal.text}`).join('');
  let tree = JSON.stringify(compile(text, DEFAULT_LOCALE));
  value.templateSpans.forEach((span, i) => {
    const argument = JSON.stringify({ type: 1, value: marker(i) });
    if (!tree.includes(argument))
      throw new Error(`The substitution ${span.expression.getText(source)} did not compile`);
    tree = tree.split(argument).join(`{"type":0,"value":String(${span.expression.getText(source)})}`);
  });
  return tree;
}
