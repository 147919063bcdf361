/**
 * Stream ids and topic names are spelled in one place per owner (issue 13 item 4): stream ids
 * by the helpers in libs/contracts/src/streams (`taskStreamId(id)`, `genJobStreamId(...)`, …),
 * topics by `TOPICS` in libs/messaging/src/catalog/lomo-topics.ts. Elsewhere a literal such as
 * `'task-' + id`, `` `genjob-${ws}-${key}` ``, `'task-t1'` or `'task-runtime.task.v1'` breaks
 * silently when the owner changes its format, so this rule reports it.
 *
 * Anchored to avoid unrelated strings: a stream literal is a known prefix followed by nothing
 * (a prefix used to slice), by an interpolation, or by id-like text with a digit or `:`
 * (`task-1`, `genjob-ws-k1`); words such as `task-runtime` or `task-index` pass. A topic
 * literal is exactly `<service>.<aggregate>.v<N>` with a Lomo service name.
 */
const STREAM = /^(task|genjob|object|main|budget|order|memory)-(.*)$/s;
const SERVICE_NAMES = /^runtime\b/; // `task-runtime…` is the service's name, not a task stream
const ID_LIKE = /^[A-Za-z0-9_.:@=+-]*$/;
const TOPIC = /^(task-runtime|generation-gateway|gateway|workspace|billing|memory|router)\.[a-z][a-z0-9-]*\.v\d+$/;
const HOLE = '\u0000';

/** `text` is a literal's value with each interpolation replaced by HOLE. */
function classify(text) {
  if (TOPIC.test(text)) return 'topic';
  const match = STREAM.exec(text);
  if (!match) return undefined;
  const rest = match[2];
  if (SERVICE_NAMES.test(rest)) return undefined;
  if (rest === '' || rest.startsWith(HOLE)) return 'stream';
  const plain = rest.split(HOLE)[0];
  return ID_LIKE.test(plain) && /[0-9:]/.test(plain) ? 'stream' : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Stream-id and topic literals belong to their owner (libs/contracts streams, the topic catalog)',
    },
    messages: {
      stream:
        'Stream id literal "{{text}}": build or parse it with its owner\'s helper from @lomo/contracts (taskStreamId, TASK_STREAMS.idOf, genJobStreamId, …).',
      topic: 'Topic literal "{{text}}": use TOPICS from @lomo/messaging (libs/messaging/src/catalog/lomo-topics.ts).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) => {
      const kind = classify(text);
      if (kind) context.report({ node, messageId: kind, data: { text: text.replaceAll(HOLE, '${…}') } });
    };
    return {
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const parent = node.parent;
        if (
          parent &&
          (parent.type === 'ImportDeclaration' ||
            parent.type === 'ExportNamedDeclaration' ||
            parent.type === 'ExportAllDeclaration')
        )
          return;
        report(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.parent && node.parent.type === 'TaggedTemplateExpression') return;
        report(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(HOLE));
      },
    };
  },
};
