const { readFileSync, readdirSync } = require('node:fs');
const { join, relative, resolve, sep } = require('node:path');

/**
 * A service's events are private (issue 32): their `type` names are spelled in its
 * `*.events.ts` unions, and another service reads what the owner publishes instead — the status
 * contract (`TaskEventView.status`, libs/contracts/src/status), the integration events
 * (`lomo.<service>.v1.<Event>` protobufs) or its service API. A string literal in one service
 * equal to a private event type of another (`'TaskPaused'` in the gateway, `'MessageDelivered'`
 * in memory) breaks silently when the owner renames its event, so this rule reports it.
 *
 * The names are read from every `libs/services/<service>/src/**\/*.events.ts` (`type: 'Name'`)
 * once per lint run; a name a service declares itself is its own to use.
 */
const ROOT = resolve(__dirname, '../../..');
const SERVICES = join(ROOT, 'libs/services');
const TYPE = /\btype:\s*'([A-Z][A-Za-z0-9]*)'/g;

/** @type {Map<string, Set<string>> | undefined} event type name → the services declaring it */
let owners;

function eventOwners() {
  if (owners) return owners;
  owners = new Map();
  for (const service of readdirSync(SERVICES)) {
    const src = join(SERVICES, service, 'src');
    let files;
    try {
      files = readdirSync(src, { recursive: true });
    } catch {
      continue;
    }
    for (const file of files) {
      if (!String(file).endsWith('.events.ts')) continue;
      for (const [, name] of readFileSync(join(src, String(file)), 'utf8').matchAll(TYPE)) {
        if (!owners.has(name)) owners.set(name, new Set());
        owners.get(name).add(service);
      }
    }
  }
  return owners;
}

/** The service a file belongs to (`libs/services/<service>/…`), or undefined. */
function serviceOf(filename) {
  const parts = relative(ROOT, filename).split(sep);
  return parts[0] === 'libs' && parts[1] === 'services' ? parts[2] : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "No service spells another service's private event type names" },
    messages: {
      foreign:
        "'{{name}}' is a private event of {{owner}}: read its published contract instead (the status fact `TaskEventView.status`, its integration events, its service API).",
    },
    schema: [],
  },
  create(context) {
    const service = serviceOf(context.filename);
    if (!service) return {};
    const check = (node, text) => {
      const declaredBy = eventOwners().get(text);
      if (!declaredBy || declaredBy.has(service)) return;
      context.report({ node, messageId: 'foreign', data: { name: text, owner: [...declaredBy].join(', ') } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.expressions.length === 0) check(node, node.quasis[0].value.cooked ?? '');
      },
    };
  },
};
