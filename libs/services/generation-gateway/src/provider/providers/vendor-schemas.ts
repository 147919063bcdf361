import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import comfyUiPrompt from '../schemas/comfyui/prompt-request.json';
import falFluxDevImageToImage from '../schemas/fal/fal-ai__flux__dev__image-to-image.input.json';
import falFluxSchnell from '../schemas/fal/fal-ai__flux__schnell.input.json';
import falStableAudio from '../schemas/fal/fal-ai__stable-audio.input.json';
import openAiEdits from '../schemas/openai/images-edits.request.json';
import openAiGenerations from '../schemas/openai/images-generations.request.json';
import replicateFluxKontextPro from '../schemas/replicate/black-forest-labs__flux-kontext-pro.input.json';
import replicateFluxSchnell from '../schemas/replicate/black-forest-labs__flux-schnell.input.json';

/** The vendors whose request schemas are vendored under `src/provider/schemas/` (see its README). */
export type SchemaVendor = 'openai' | 'replicate' | 'fal' | 'comfyui';

/**
 * The vendored request schemas by vendor and name: OpenAI by operation, Replicate by model
 * (`owner/name`, the `input` object), fal by endpoint id (the body), ComfyUI by route.
 */
const SCHEMAS: Record<SchemaVendor, Record<string, object>> = {
  openai: { 'images/generations': openAiGenerations, 'images/edits': openAiEdits },
  replicate: {
    'black-forest-labs/flux-schnell': replicateFluxSchnell,
    'black-forest-labs/flux-kontext-pro': replicateFluxKontextPro,
  },
  fal: {
    'fal-ai/flux/schnell': falFluxSchnell,
    'fal-ai/flux/dev/image-to-image': falFluxDevImageToImage,
    'fal-ai/stable-audio': falStableAudio,
  },
  comfyui: { prompt: comfyUiPrompt },
};

/** Whether a schema is vendored for this vendor's model or operation. */
export const hasVendorSchema = (vendor: SchemaVendor, name: string): boolean => name in SCHEMAS[vendor];

/**
 * OpenAPI 3.0 → JSON Schema 2020-12, and the conformance suite's one rule on top: a top-level field the
 * schema does not name is refused (`additionalProperties: false`), because a field the vendor
 * silently ignores (`width` to a model that takes `aspect_ratio`) is the bug this suite exists
 * to catch. `nullable: true` becomes a `null` alternative; `$schema`/`$comment` are dropped.
 */
function normalise(schema: object): object {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$schema' || key === '$comment' || key === 'nullable') continue;
      out[key] = walk(value);
    }
    if ((node as { nullable?: unknown }).nullable === true) {
      if (typeof out.type === 'string') out.type = [out.type, 'null'];
      else if (Array.isArray(out.anyOf)) out.anyOf = [...(out.anyOf as unknown[]), { type: 'null' }];
      else if (Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
    }
    return out;
  };
  const root = walk(schema) as Record<string, unknown>;
  return root.additionalProperties === undefined ? { ...root, additionalProperties: false } : root;
}

const ajv = (coerceTypes: boolean) => {
  const instance = new Ajv2020({ strict: false, allErrors: true, coerceTypes });
  // `binary` is a file part (multipart bodies are checked with each file as a placeholder string).
  instance.addFormat('binary', true);
  instance.addFormat('uri', (value: string) => URL.canParse(value));
  return instance;
};
const json = ajv(false);
/** Multipart fields are strings on the wire: `n=1` is the integer the schema names. */
const multipart = ajv(true);
const compiled = new Map<string, ValidateFunction>();

const validatorOf = (vendor: SchemaVendor, name: string, form: boolean): ValidateFunction | undefined => {
  const schema = SCHEMAS[vendor][name];
  if (!schema) return undefined;
  const key = `${form ? 'form' : 'json'}:${vendor}:${name}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = (form ? multipart : json).compile(normalise(schema));
    compiled.set(key, validate);
  }
  return validate;
};

/**
 * Checks one request body against the vendor's vendored schema: the list of what is wrong
 * (empty = valid), each naming the field. A model or operation without a vendored schema is
 * itself a finding: the conformance suite checks only what it can check against the vendor's words.
 */
export function checkVendorRequest(vendor: SchemaVendor, name: string, body: unknown, form = false): string[] {
  const validate = validatorOf(vendor, name, form);
  if (!validate) return [`${vendor}: no vendored request schema for "${name}"`];
  const data = form ? structuredClone(body) : body;
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => {
    const field = e.keyword === 'additionalProperties' ? `/${String(e.params.additionalProperty)}` : e.instancePath;
    return `${vendor} ${name}: ${field || '/'} ${e.message ?? e.keyword}`;
  });
}

/**
 * A multipart body as the object its schema describes: `image[]` parts are the array `image`
 * (OpenAI's own examples send `-F "image[]=@…"`), a file part is the placeholder `"<binary>"`.
 */
export function multipartObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawName, value] of form.entries()) {
    const text = typeof value === 'string' ? value : '<binary>';
    if (rawName.endsWith('[]')) {
      const name = rawName.slice(0, -2);
      out[name] = [...((out[name] as string[] | undefined) ?? []), text];
    } else out[rawName] = text;
  }
  return out;
}
