import { TracingConfigError, tracingSettings } from './tracing-settings';

describe('tracing settings from the OTEL_* variables (ADR 0049)', () => {
  it('is off with no OTEL_* variable, when disabled, and with the none exporter', () => {
    expect(tracingSettings({}, 'gateway')).toMatchObject({ enabled: false });
    expect(tracingSettings({ OTEL_SERVICE_NAME: 'x' }, 'gateway')).toMatchObject({ enabled: false });
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracingSettings({ ...endpoint, OTEL_SDK_DISABLED: 'TRUE' }, 'gateway')).toMatchObject({ enabled: false });
    expect(tracingSettings({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' }, 'gateway')).toMatchObject({
      enabled: false,
    });
  });

  it('given an endpoint, then OTLP over HTTP/protobuf to its /v1/traces, every trace kept, named after the app unless OTEL_SERVICE_NAME says otherwise', () => {
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }, 'router')).toEqual({
      enabled: true,
      exporter: 'otlp',
      url: 'http://collector:4318/v1/traces',
      protocol: 'http/protobuf',
      ratio: 1,
      parentBased: true,
      serviceName: 'router',
      batch: {},
    });
    expect(
      tracingSettings(
        {
          OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/custom',
          OTEL_EXPORTER_OTLP_ENDPOINT: 'http://ignored:4318',
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_SERVICE_NAME: 'lomo-router-eu',
          OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
          OTEL_TRACES_SAMPLER_ARG: '0.25',
          OTEL_BSP_SCHEDULE_DELAY: '200',
        },
        'router',
      ),
    ).toMatchObject({
      url: 'http://c:4318/custom',
      protocol: 'http/json',
      serviceName: 'lomo-router-eu',
      ratio: 0.25,
      parentBased: true,
      batch: { scheduledDelayMillis: 200 },
    });
  });

  it('given the console exporter alone, then spans are printed (no endpoint needed)', () => {
    expect(tracingSettings({ OTEL_TRACES_EXPORTER: 'console' }, 'memory')).toMatchObject({
      enabled: true,
      exporter: 'console',
    });
  });

  it.each([
    [{ OTEL_TRACES_EXPORTER: 'zipkin' }, /OTEL_TRACES_EXPORTER/],
    [{ OTEL_TRACES_EXPORTER: 'otlp,console' }, /OTEL_TRACES_EXPORTER/],
    [{ OTEL_TRACES_EXPORTER: 'otlp', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }, /http\/protobuf or http\/json/],
    [{ OTEL_TRACES_EXPORTER: 'otlp', OTEL_TRACES_SAMPLER: 'jaeger_remote' }, /not supported/],
    [{ OTEL_TRACES_EXPORTER: 'otlp', OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '2' }, /\[0, 1\]/],
    [{ OTEL_TRACES_EXPORTER: 'otlp', OTEL_BSP_SCHEDULE_DELAY: 'soon' }, /OTEL_BSP_SCHEDULE_DELAY/],
  ])('refuses %j with a TracingConfigError naming the variable', (env, message) => {
    expect(() => tracingSettings(env, 'billing')).toThrow(TracingConfigError);
    expect(() => tracingSettings(env, 'billing')).toThrow(message);
  });
});
