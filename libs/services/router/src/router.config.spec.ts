import { BaseAppConfig, ConfigError, loadConfig } from '@lomo/config';
import { withRouterConfig } from './router.config';

class Config extends withRouterConfig(BaseAppConfig) {}

describe('ROUTER_SIMULATED_TIME (scenario runs, issue 27)', () => {
  it('given no setting, when loaded, then simulated time is off', () => {
    expect(loadConfig(Config, {}).ROUTER_SIMULATED_TIME).toBe(false);
  });

  it('given it on outside production, when loaded, then it is on', () => {
    expect(loadConfig(Config, { ROUTER_SIMULATED_TIME: 'true', NODE_ENV: 'test' }).ROUTER_SIMULATED_TIME).toBe(true);
  });

  it('given it on with NODE_ENV=production (the image), when loaded, then boot is refused naming the setting', () => {
    const load = () => loadConfig(Config, { ROUTER_SIMULATED_TIME: 'true', NODE_ENV: 'production' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/ROUTER_SIMULATED_TIME: .*refused with NODE_ENV=production/);
  });

  it('given it off in production, or not a boolean, then production boots and a typo is refused', () => {
    expect(loadConfig(Config, { ROUTER_SIMULATED_TIME: 'false', NODE_ENV: 'production' }).ROUTER_SIMULATED_TIME).toBe(
      false,
    );
    expect(() => loadConfig(Config, { ROUTER_SIMULATED_TIME: 'yes' })).toThrow('ROUTER_SIMULATED_TIME');
  });
});
