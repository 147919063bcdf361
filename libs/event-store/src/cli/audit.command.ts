import { Command } from 'commander';
import { withDatabase, withFormat, withSession, type PrintOptions } from './command-kit';
import { CliError, EXIT } from './exit-codes';
import { alignedLines, toJsonLine } from './output';

interface AuditOptions extends PrintOptions {
  text?: string[];
  redis?: string;
  opensearch?: string;
  opensearchIndices?: string;
  kafka?: string;
  kafkaTopics?: string;
}

/**
 * `lomo audit deletion <taskId>`: after a deletion, scans every table of the
 * database — event log, projections, idempotency records, search documents, blob metadata —
 * then Redis, OpenSearch and Kafka (within retention) when their addresses are given, for the
 * task's id and the words given (the store no longer knows them), and says which services
 * have not purged yet and whether the task's data key still exists. Exits `dataerr` listing
 * every leftover and everything pending; the id in tombstones is allowed (ADR 0018).
 */
export function auditCommand(): Command {
  const deletion = new Command('deletion')
    .description(
      "scan the database, Redis, OpenSearch and Kafka for a deleted task's id (tombstones aside) and words, and what the cascade still waits for; exit 65 listing them",
    )
    .argument('<taskId>', 'the deleted task')
    .option('--text <words...>', 'words of the task to look for too (its brief, a distinctive word)')
    .option('--redis <url>', 'Redis to scan (default: $REDIS_URL; unset = not scanned)')
    .option('--opensearch <url>', 'OpenSearch to scan (default: $OPENSEARCH_URL; unset = not scanned)')
    .option('--opensearch-indices <pattern>', 'indices to scan', 'lomo*')
    .option('--kafka <brokers>', 'Kafka brokers host:port,… to read (default: $KAFKA_BROKERS; unset = not read)')
    .option('--kafka-topics <regex>', "topics to read (default: Lomo's topics and its retry and dead-letter topics)");
  withFormat(withDatabase(deletion)).action((taskId: string, options: AuditOptions) =>
    withSession(options, async ({ session, out, format }) => {
      const { auditDeletion, deletionClean } = await import('../audit/audit-deletion');
      const kafka = options.kafka ?? process.env.KAFKA_BROKERS;
      const audit = await auditDeletion(
        session.sql,
        { taskId, words: options.text },
        {
          redisUrl: options.redis ?? process.env.REDIS_URL,
          openSearchUrl: options.opensearch ?? process.env.OPENSEARCH_URL,
          openSearchIndices: options.opensearchIndices,
          kafkaBrokers: kafka ? kafka.split(',') : undefined,
          kafkaTopics: options.kafkaTopics ? new RegExp(options.kafkaTopics) : undefined,
        },
      );
      const { leftovers, stores, pending } = audit;
      const waits = [
        ...pending.services.map((service) => ({ pending: service, why: 'has not purged the task yet' })),
        ...(pending.keyAlive
          ? [{ pending: 'data key', why: 'not destroyed yet: Kafka copies are still readable' }]
          : []),
      ];
      if (format === 'jsonl') {
        for (const l of leftovers) await out.line(toJsonLine(l));
        for (const s of stores) await out.line(toJsonLine(s));
        for (const w of waits) await out.line(toJsonLine(w));
      } else {
        const rows = [
          ...leftovers.map((l) => [
            l.needle,
            `${l.table}.${l.column}`,
            String(l.rows),
            (l.categories ?? []).join(',') || '-',
          ]),
          ...stores.map((s) => [s.needle, `${s.store}:${s.where}`, String(s.rows), '-']),
        ];
        if (rows.length)
          for (const line of alignedLines(['FOUND', 'WHERE', 'ROWS', 'STREAMS'], rows)) await out.line(line);
        if (waits.length)
          for (const line of alignedLines(
            ['PENDING', 'WHY'],
            waits.map((w) => [w.pending, w.why]),
          ))
            await out.line(line);
      }
      if (pending.notDeleted) process.stderr.write(`note: no deletion of task ${taskId} is recorded\n`);
      if (audit.unchecked.length)
        process.stderr.write(`note: not scanned (no address given): ${audit.unchecked.join(', ')}\n`);
      if (!deletionClean(audit)) {
        const parts = [
          leftovers.length + stores.length &&
            `${leftovers.length + stores.length} place(s) still hold task ${taskId} or its words`,
          waits.length && `waiting for ${waits.map((w) => w.pending).join(', ')}`,
        ].filter(Boolean);
        throw new CliError(EXIT.leftovers, parts.join('; '));
      }
    }),
  );
  return new Command('audit').description('check what the platform still holds').addCommand(deletion);
}
