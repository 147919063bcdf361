import { createHash } from 'node:crypto';
import { stableId } from '@lomo/service-api';
import type { SubmitRequest } from '../provider.port';
import { reasonCode } from './wire';

/** A ComfyUI workflow in API format: node id → `{ class_type, inputs }`. */
export type ComfyWorkflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/**
 * The default text-to-image workflow (the stock SD 1.x graph): checkpoint → prompt encodes →
 * KSampler → VAE decode → SaveImage. `{{prompt}}`, `{{width}}`, `{{height}}`, `{{seed}}` are
 * filled per request; a deployment may configure its own workflow with the same placeholders.
 */
export function defaultWorkflow(checkpoint: string): ComfyWorkflow {
  return {
    '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: checkpoint } },
    '5': { class_type: 'EmptyLatentImage', inputs: { width: '{{width}}', height: '{{height}}', batch_size: 1 } },
    '6': { class_type: 'CLIPTextEncode', inputs: { text: '{{prompt}}', clip: ['4', 1] } },
    '7': { class_type: 'CLIPTextEncode', inputs: { text: '', clip: ['4', 1] } },
    '3': {
      class_type: 'KSampler',
      inputs: {
        seed: '{{seed}}',
        steps: 20,
        cfg: 7,
        sampler_name: 'euler',
        scheduler: 'normal',
        denoise: 1,
        model: ['4', 0],
        positive: ['6', 0],
        negative: ['7', 0],
        latent_image: ['5', 0],
      },
    },
    '8': { class_type: 'VAEDecode', inputs: { samples: ['3', 0], vae: ['4', 2] } },
    '9': { class_type: 'SaveImage', inputs: { filename_prefix: 'lomo', images: ['8', 0] } },
  };
}

/** The workflow with its placeholders filled (a fresh copy; the template is never changed). */
export function fillWorkflow(template: ComfyWorkflow, request: SubmitRequest): ComfyWorkflow {
  const values: Record<string, unknown> = {
    '{{prompt}}': request.prompt,
    '{{seed}}': seedOf(request),
    ...Object.fromEntries(Object.entries(request.params).map(([name, value]) => [`{{${name}}}`, value])),
  };
  const fill = (value: unknown): unknown =>
    typeof value === 'string' && value in values
      ? values[value]
      : Array.isArray(value)
        ? value.map(fill)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]))
          : value;
  return fill(template) as ComfyWorkflow;
}

/** A prompt id derived from the job (ComfyUI accepts a client `prompt_id`): query-by-key for free. */
export function promptIdOf(workspaceId: string, idempotencyKey: string): string {
  return stableId('comfyui-prompt', workspaceId, idempotencyKey);
}

const seedOf = (request: SubmitRequest): number =>
  parseInt(createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 12), 16);

const MODEL_INPUTS = /^(ckpt_name|unet_name|model_name|lora_name|vae_name|clip_name|control_net_name)$/;

interface NodeError {
  errors?: Array<{ type?: string; extra_info?: { input_name?: string } }>;
}

/**
 * The typed reason of a `/prompt` 400: a model input whose value is not installed is
 * `comfyui:missing_model`; otherwise the first node error's type (or the top error's).
 */
export function rejectionCode(
  body: { error?: { type?: string }; node_errors?: Record<string, NodeError> } | undefined,
): string {
  const errors = Object.values(body?.node_errors ?? {}).flatMap((n) => n.errors ?? []);
  if (errors.some((e) => e.type === 'value_not_in_list' && MODEL_INPUTS.test(e.extra_info?.input_name ?? '')))
    return 'comfyui:missing_model';
  return reasonCode('comfyui', errors[0]?.type ?? body?.error?.type, 'invalid_prompt');
}
