import type { ModuleRef } from '@nestjs/core';
import { CommandBus, QueryBus, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';

/** The two buses a service's application API dispatches through. */
export interface Buses {
  commands: CommandBus;
  queries: QueryBus;
}

/** What `register` needs of a Nest instance wrapper: a ready singleton. */
const asStatic = (instance: object) => ({
  metatype: instance.constructor,
  instance,
  isDependencyTreeStatic: () => true,
});

/**
 * `@nestjs/cqrs` buses for a composition built without a Nest container (test fixtures,
 * benchmarks, the worker child process): the same `CommandBus` / `QueryBus` classes that
 * `CqrsModule` provides, with the given handler instances registered — so a fixture runs
 * the very dispatch path the app runs. Inside Nest, import `CqrsModule.forRoot()` instead.
 */
export function inProcessBuses(handlers: Array<ICommandHandler | IQueryHandler>): Buses {
  // ModuleRef is only used for request-scoped handlers; these are all singletons.
  const moduleRef = undefined as unknown as ModuleRef;
  const commands = new CommandBus(moduleRef);
  const queries = new QueryBus(moduleRef);
  const isCommand = (h: object) => Reflect.hasMetadata('__commandHandler__', h.constructor);
  commands.register(handlers.filter(isCommand).map(asStatic) as never);
  queries.register(handlers.filter((h) => !isCommand(h)).map(asStatic) as never);
  return { commands, queries };
}
