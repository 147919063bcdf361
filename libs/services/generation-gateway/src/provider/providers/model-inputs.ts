import { SubmissionRejected, type SubmitRequest } from '../provider.port';

/** Hosted-model vendors whose per-model inputs are mapped here. */
export type InputVendor = 'replicate' | 'fal';

/**
 * How one model's input is built, read off its vendored request schema
 * (`src/provider/schemas/<vendor>/…`, checked by the provider conformance suite on every request):
 * which field carries the size, the duration and the reference image, and what is fixed.
 */
export interface ModelInputs {
  /** `aspect_ratio`: the nearest ratio of `ratios`; `image_size`: fal's `{ width, height }`; none: the model has no size input. */
  size?: { field: 'aspect_ratio'; ratios: string[]; matchInput?: string } | { field: 'image_size' };
  /** The field a `duration` or `seconds` param goes to (whole seconds). */
  duration?: string;
  /** The field a reference image goes to (as a data URI); none = the model takes no reference. */
  reference?: string;
  /** The schema requires the reference (image-to-image endpoints): without one nothing is sent. */
  referenceRequired?: boolean;
  /** Choices this deployment makes for every request (one output, a format the registry accepts). */
  fixed?: Record<string, unknown>;
}

const FLUX_RATIOS = ['1:1', '16:9', '21:9', '3:2', '2:3', '4:5', '5:4', '3:4', '4:3', '9:16', '9:21'];

const MODELS: Record<InputVendor, Record<string, ModelInputs>> = {
  replicate: {
    // Input: prompt, aspect_ratio (enum), num_outputs, output_format (webp|jpg|png), …; no width/height, no image.
    'black-forest-labs/flux-schnell': {
      size: { field: 'aspect_ratio', ratios: FLUX_RATIOS },
      fixed: { num_outputs: 1, output_format: 'png' },
    },
    // Input: prompt, input_image (uri), aspect_ratio (incl. match_input_image), output_format (jpg|png), …
    'black-forest-labs/flux-kontext-pro': {
      size: { field: 'aspect_ratio', ratios: [...FLUX_RATIOS, '2:1', '1:2'], matchInput: 'match_input_image' },
      reference: 'input_image',
      fixed: { output_format: 'png' },
    },
  },
  fal: {
    // SchnellTextToImageInput: prompt, image_size (ImageSize | enum), num_images, output_format (jpeg|png), …
    'fal-ai/flux/schnell': { size: { field: 'image_size' }, fixed: { num_images: 1, output_format: 'png' } },
    // FluxDevImageToImageInput: prompt, image_url (required), strength, num_images, output_format; no size.
    'fal-ai/flux/dev/image-to-image': {
      reference: 'image_url',
      referenceRequired: true,
      fixed: { num_images: 1, output_format: 'png' },
    },
    // StableAudioInput: prompt, seconds_total (0..47), seconds_start, steps.
    'fal-ai/stable-audio': { duration: 'seconds_total' },
  },
};

/** The input profile of a model whose schema is vendored; undefined for any other model. */
export const modelInputs = (vendor: InputVendor, model: string): ModelInputs | undefined =>
  MODELS[vendor][model.split(':')[0]!];

/** The ratio of `ratios` nearest to width:height (on a log scale, so 2:1 and 1:2 are as far from 1:1). */
export function nearestRatio(width: number, height: number, ratios: string[]): string {
  const target = Math.log(width / height);
  const distance = (ratio: string) => {
    const [w, h] = ratio.split(':').map(Number) as [number, number];
    return Math.abs(Math.log(w / h) - target);
  };
  return ratios.reduce((best, ratio) => (distance(ratio) < distance(best) ? ratio : best));
}

/** The input a profiled model receives: only fields its schema names. */
export function profileInput(
  vendor: InputVendor,
  profile: ModelInputs,
  request: SubmitRequest,
  reference: string | undefined,
): Record<string, unknown> {
  if (profile.referenceRequired && !reference) throw new SubmissionRejected(`${vendor}:reference_required`);
  const input: Record<string, unknown> = { prompt: request.prompt, ...profile.fixed };
  const { width, height } = request.params;
  if (profile.size?.field === 'image_size' && width && height) input.image_size = { width, height };
  if (profile.size?.field === 'aspect_ratio') {
    if (reference && profile.size.matchInput) input.aspect_ratio = profile.size.matchInput;
    else if (width && height) input.aspect_ratio = nearestRatio(width, height, profile.size.ratios);
  }
  const seconds = request.params.duration ?? request.params.seconds;
  if (profile.duration && seconds !== undefined) input[profile.duration] = Math.round(seconds);
  if (profile.reference && reference) input[profile.reference] = reference;
  return input;
}
