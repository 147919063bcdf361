/**
 * What a config mixin (`withGrpcConfig(BaseAppConfig)`, …) may extend. TypeScript accepts a
 * mixin base only as a constructor of `any[]` (TS2545).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ConfigMixinBase = new (...args: any[]) => object;
