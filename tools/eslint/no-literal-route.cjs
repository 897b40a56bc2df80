// Lint rule: an app's links, menus, redirects and router read their paths from the app's route table
// (apps/<app>/src/config/paths.ts, the shell's `paths` for the shared ones), never spell them. It reports a
// string or template beginning with '/' where a route is named: a JSX `to`/`href` (or a prop ending in
// Href, Path or To), the same keys in an object (menus, back links, column builders), and the first
// argument of navigate(). With `routerPaths`, it also reports a router entry's literal `path:` (only '*',
// the not-found route, is left). API URLs ('/api/...'), external links, mailto: and anchors are not paths
// of the app and pass.

/** A name that says its value is a route: to, href, and the props and keys ending in Href, Path or To. */
const ROUTE_NAME = /^(to|href)$|[a-z](Href|Path|To)$/;
/** A call that navigates: navigate(), productNavigate(), and the like. */
const NAVIGATE_CALL = /^navigate$|[a-z]Navigate$/;

/** The start of a string that is a path of the app: '/' and not '//' (another host) nor the API's '/api'. */
function isAppPath(text) {
  return text.startsWith('/') && !text.startsWith('//') && !/^\/api(\/|\?|$)/.test(text);
}

/** The literal or template in an expression that spells a path, following branches and arrow bodies. */
function spelledPath(node) {
  if (!node) return null;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' && isAppPath(node.value) ? node : null;
    case 'TemplateLiteral':
      return isAppPath(node.quasis[0].value.cooked ?? node.quasis[0].value.raw) ? node : null;
    case 'ConditionalExpression':
      return spelledPath(node.consequent) ?? spelledPath(node.alternate);
    case 'LogicalExpression':
      return spelledPath(node.left) ?? spelledPath(node.right);
    case 'ArrowFunctionExpression':
      return node.body.type === 'BlockStatement' ? null : spelledPath(node.body);
    case 'JSXExpressionContainer':
      return spelledPath(node.expression);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return spelledPath(node.expression);
    default:
      return null;
  }
}

function keyName(key) {
  if (!key) return null;
  if (key.type === 'Identifier' || key.type === 'JSXIdentifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed) return callee.property.name;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "Read routes from the app's route table instead of spelling them." },
    schema: [
      {
        type: 'object',
        properties: { routerPaths: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
    messages: {
      spelled:
        "Take the path from the app's route table (src/config/paths.ts, or the shell's `paths`) instead of spelling '{{path}}' here.",
      routerPath:
        "Take the route's path from the app's route table (src/config/paths.ts) instead of spelling '{{path}}' here.",
    },
  },
  create(context) {
    const routerPaths = context.options[0]?.routerPaths === true;
    const report = (node) => {
      const text = node.type === 'Literal' ? node.value : (node.quasis[0].value.cooked ?? '');
      context.report({ node, messageId: 'spelled', data: { path: text } });
    };
    return {
      JSXAttribute(node) {
        const name = keyName(node.name);
        if (!name || !ROUTE_NAME.test(name)) return;
        const found = spelledPath(node.value);
        if (found) report(found);
      },
      Property(node) {
        const name = keyName(node.key);
        if (routerPaths && name === 'path' && node.value.type === 'Literal' && typeof node.value.value === 'string') {
          if (node.value.value !== '*') {
            context.report({ node: node.value, messageId: 'routerPath', data: { path: node.value.value } });
          }
          return;
        }
        if (!name || !ROUTE_NAME.test(name)) return;
        const found = spelledPath(node.value);
        if (found) report(found);
      },
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (!name || !NAVIGATE_CALL.test(name)) return;
        const found = spelledPath(node.arguments[0]);
        if (found) report(found);
      },
    };
  },
};
