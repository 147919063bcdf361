import { readFileSync } from 'node:fs';
import { OPENAPI_FILE } from '@lomo/services/gateway';

type Schema = { type?: string; pattern?: string; enum?: unknown[]; format?: string; not?: { pattern?: string } };
type Operation = {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; schema?: Schema; not?: unknown }>;
  responses?: Record<string, { links?: Record<string, { operationId: string; parameters: Record<string, string> }> }>;
};

const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ label: `${method.toUpperCase()} ${path}`, path, operation })),
);
const links = operations.flatMap(({ label, operation }) =>
  Object.entries(operation.responses ?? {}).flatMap(([status, response]) =>
    Object.entries(response.links ?? {}).map(([name, link]) => ({ from: `${label} ${status}`, name, link })),
  ),
);

/**
 * The document's links are what readers and the fuzzer's stateful phase follow from a created
 * resource to the operations on it (docs/testing.md): each must name an operation that exists
 * and fill exactly that operation's path parameters.
 */
describe('the OpenAPI document: links', () => {
  it('has links from what creates a task, an object, a task message and an MCP server', () => {
    const targets = new Set(links.map(({ link }) => link.operationId));
    for (const operationId of [
      'TasksController_get',
      'ObjectsController_update',
      'TaskInboxController_withdraw',
      'TaskInboxController_replace',
      'McpServersController_detach',
    ])
      expect(targets).toContain(operationId);
  });

  it.each(links.map((l) => [`${l.from} → ${l.name}`, l] as const))('%s names an operation and its path ids', (_, l) => {
    const target = operations.find(({ operation }) => operation.operationId === l.link.operationId);
    expect(target).toBeDefined();
    const pathIds = [...target!.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(l.link.parameters).sort()).toEqual(pathIds);
    for (const from of Object.values(l.link.parameters)) expect(from).toMatch(/^\$response\.body#\/\w+(\/\w+)*$/);
  });
});

/** The input guard refuses U+0000 in every string (ADR 0011); the document must say so where it applies. */
describe('the OpenAPI document: U+0000', () => {
  const nul = '\u0000';
  const saysNoNul = (schema: Schema) =>
    schema.not?.pattern !== undefined
      ? new RegExp(schema.not.pattern, 'u').test(nul)
      : schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(`a${nul}b`);

  it.each(
    operations.flatMap(({ label, operation }) =>
      (operation.parameters ?? [])
        // A header cannot carry U+0000 at all (RFC 9110 §5.5).
        .filter((p) => p.in !== 'header' && p.schema?.type === 'string' && !p.schema.enum && !p.schema.format)
        .map((p) => [`${label} ${p.in} ${p.name}`, p] as const),
    ),
  )('%s refuses it in its schema', (_, parameter) => {
    expect(parameter.not).toBeUndefined();
    expect(saysNoNul(parameter.schema!)).toBe(true);
  });
});
