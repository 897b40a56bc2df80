// The rule's type, for its spec (the rule itself is CommonJS, loaded by eslint.config.mjs as it is).
import type { Rule } from 'eslint';

declare const rule: Rule.RuleModule;
export = rule;
