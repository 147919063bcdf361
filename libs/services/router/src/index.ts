export * from './router.module';
export { mainThreadStreamId } from './main-thread/main-thread.decider';
export type { MainThreadEvent } from './main-thread/main-thread.events';
export * from './router.config';
export { CandidateFinder } from './routing/candidates';
export { decideRoute } from './routing/route.decider';
export { routePrompt } from './routing/model/route-prompt';
export { promptTokens } from './routing/model/prompt-tokens';
export { detectLanguage } from './language/detect-language';
