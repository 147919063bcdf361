// Integration tests run against real servers. Their addresses come from
// `scripts/services.sh env`; in CI (CI=true) a missing address is a failure, never a skip.
// Outside CI the defaults of scripts/services.sh are assumed, so a developer who ran
// `npm run services -- up` needs no exports.
const defaults = {
  DATABASE_URL: 'postgres://lomo:lomo@127.0.0.1:5433/lomo',
  REDIS_URL: 'redis://127.0.0.1:6380',
  KAFKA_BROKERS: '127.0.0.1:9092',
  OPENSEARCH_URL: 'http://127.0.0.1:9200',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
};
for (const [name, value] of Object.entries(defaults)) {
  const testName = `TEST_${name}`;
  if (process.env[testName]) continue;
  if (process.env.CI === 'true')
    throw new Error(`${testName} is not set: run the suite through \`npm test\`, which starts the real servers`);
  process.env[testName] = value;
}
