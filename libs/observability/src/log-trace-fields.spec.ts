import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { traceFields } from './observability.module';

describe('log lines name the trace they were written in (ADR 0049)', () => {
  const manager = new AsyncLocalStorageContextManager();
  beforeAll(() => context.setGlobalContextManager(manager.enable()));
  afterAll(() => {
    manager.disable();
    context.disable();
  });

  it('adds nothing outside a span, and the trace and span ids inside one', () => {
    expect(traceFields()).toEqual({});
    const ids = { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: 1 };
    const inside = context.with(trace.setSpan(context.active(), trace.wrapSpanContext(ids)), traceFields);
    expect(inside).toEqual({ traceId: ids.traceId, spanId: ids.spanId });
  });
});
