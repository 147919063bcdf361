import { BaseAppConfig, loadConfig } from '@lomo/config';
import { nodeRetriesOf, withTaskRuntimeConfig } from './task-runtime.config';

class Config extends withTaskRuntimeConfig(BaseAppConfig) {}

describe('the task runtime settings (plan node retries, ADR 0024)', () => {
  it('given no settings, when loaded, then failed nodes get 2 retries after 1 s and 2 s, at most 30 s apart', () => {
    expect(nodeRetriesOf(loadConfig(Config, {}))).toEqual({ maxRetries: 2, baseDelayMs: 1_000, maxDelayMs: 30_000 });
  });

  it('given retries set in the environment, when loaded, then the policy follows them (0 turns retries off)', () => {
    const config = loadConfig(Config, {
      PLAN_NODE_RETRIES: '0',
      PLAN_NODE_RETRY_BASE_MS: '250',
      PLAN_NODE_RETRY_MAX_MS: '500',
    });
    expect(nodeRetriesOf(config)).toEqual({ maxRetries: 0, baseDelayMs: 250, maxDelayMs: 500 });
  });

  it.each([
    ['PLAN_NODE_RETRIES', '-1'],
    ['PLAN_NODE_RETRIES', '11'],
    ['PLAN_NODE_RETRY_BASE_MS', 'soon'],
  ])('given %s=%s, when loaded, then the config is refused naming the setting', (key, value) => {
    expect(() => loadConfig(Config, { [key]: value })).toThrow(key);
  });
});
