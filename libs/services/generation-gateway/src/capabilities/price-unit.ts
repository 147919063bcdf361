/**
 * The unit a vendor prices a model in: one output `image`; one `second` of the output (video,
 * audio: the duration parameter); one `megapixel` of the output (width × height / 10⁶); one
 * `compute_second` of the vendor's hardware (Replicate's `predict_time`, fal's
 * `inference_time`), quoted at an operator-set ceiling of seconds.
 */
export const PRICE_UNITS = ['image', 'second', 'megapixel', 'compute_second'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
