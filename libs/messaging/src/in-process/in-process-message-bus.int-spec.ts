import { openSqlClient } from '@lomo/database';
import { messageBusConformance } from '../testing/message-bus.conformance';
import { InProcessMessageBus } from './in-process-message-bus';

messageBusConformance('in-process (inbox on PGlite)', {
  openBus: async (logger) => new InProcessMessageBus({ logger }),
  openSql: () => openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' }),
});
