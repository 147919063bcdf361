import { Command } from 'commander';
import type { AuditServers } from '../audit/audit-deletion';
import { printAudit, verdict } from './audit-report';
import { withDatabase, withFormat, withSession, type PrintOptions } from './command-kit';
import { CliError, EXIT } from './exit-codes';

interface AuditOptions extends PrintOptions {
  text?: string[];
  receipt?: string;
  redis?: string;
  opensearch?: string;
  opensearchIndices?: string;
  kafka?: string;
  kafkaTopics?: string;
  logs?: string[];
}

/**
 * `lomo audit deletion <taskId>`: after a deletion, reads the deployment's own
 * configuration (the environment the platform boots with) and scans every store it names —
 * every table of the database, Redis, OpenSearch, Kafka under its namespace, EventStoreDB,
 * the disk or S3 blob store, the output spool, the log files — for the task's id and the
 * words given (the store no longer knows them), and says which services have not purged yet
 * and whether the task's data key still exists. With `--receipt <id>` instead of a task id, it
 * audits a person's erasure (ADR 0051): what its receipt still waits for, and the words given
 * (their user id, words of theirs) in every store. Exit codes: 0 clean; 67 no deletion of that
 * id recorded; 65 leftovers or pending services; 69 a store could not be read; 78 bad
 * configuration. The id in tombstones is allowed (ADR 0018).
 */
export function auditCommand(): Command {
  const deletion = new Command('deletion')
    .description(
      "scan every store the deployment's configuration names for a deleted task's id (tombstones aside) and words, and what the cascade still waits for; exit 0 clean, 65 leftovers, 67 no deletion recorded, 69 a store unreadable, 78 bad configuration",
    )
    .argument('[taskId]', 'the deleted task')
    .option('--receipt <id>', "a person erasure's receipt (lomo erase user), instead of a task")
    .option('--text <words...>', 'words of the task to look for too (its brief, a distinctive word)')
    .option('--redis <url>', 'Redis to scan (default: $REDIS_URL)')
    .option('--opensearch <url>', 'OpenSearch to scan (default: $OPENSEARCH_URL)')
    .option('--opensearch-indices <pattern>', 'indices to scan', 'lomo*')
    .option('--kafka <brokers>', 'Kafka brokers host:port,… to read (default: $KAFKA_BROKERS)')
    .option(
      '--kafka-topics <regex>',
      "topics to read (default: Lomo's topics, retry and dead-letter topics under $KAFKA_NAMESPACE)",
    )
    .option('--logs <paths...>', 'log files or directories to scan (default: $LOMO_LOG_FILES, comma-separated)');
  withFormat(withDatabase(deletion)).action(async (taskId: string | undefined, options: AuditOptions) => {
    if (!taskId === !options.receipt) throw new CliError(EXIT.usage, 'give a task id or --receipt <id>, not both');
    if (options.receipt && !options.text?.length)
      throw new CliError(EXIT.usage, "--receipt needs --text: a person's tasks are known by hash only");
    const servers = await configuredStores(options);
    await withSession(options, async ({ session, out, format }) => {
      const { auditDeletion } = await import('../audit/audit-deletion');
      const audit = await auditDeletion(
        session.sql,
        { taskId, receiptId: options.receipt, words: options.text },
        servers,
      );
      await printAudit(audit, out, format);
      const failure = verdict(taskId ? `task ${taskId}` : `erasure ${options.receipt}`, audit);
      if (failure) throw new CliError(failure.exitCode, failure.message);
    });
  });
  return new Command('audit').description('check what the platform still holds').addCommand(deletion);
}

/** The deployment's stores from its environment, each address a flag gives taking precedence. */
async function configuredStores(options: AuditOptions): Promise<AuditServers> {
  // The configuration library comes with the audit's targets (loaded only when an audit runs).
  const { auditTargets, ConfigError } = await import('../audit/audit-targets');
  let servers: AuditServers;
  try {
    servers = auditTargets(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(EXIT.config, error.message);
    throw error;
  }
  return {
    ...servers,
    ...(options.redis && { redisUrl: options.redis }),
    ...(options.opensearch && { openSearchUrl: options.opensearch }),
    openSearchIndices: options.opensearchIndices,
    ...(options.kafka && { kafkaBrokers: options.kafka.split(',') }),
    ...(options.kafkaTopics && { kafkaTopics: topicPattern(options.kafkaTopics) }),
    ...(options.logs && { logFiles: options.logs }),
  };
}

function topicPattern(source: string): RegExp {
  try {
    return new RegExp(source);
  } catch (error) {
    throw new CliError(EXIT.usage, `--kafka-topics: ${(error as Error).message}`);
  }
}
