import { openSqlClient } from '@lomo/database';
import { messageBusContract } from '../testing/message-bus.contract';
import { InProcessMessageBus } from './in-process-message-bus';

messageBusContract('in-process (inbox on PGlite)', {
  openBus: async (logger) => new InProcessMessageBus({ logger }),
  openSql: () => openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' }),
});
