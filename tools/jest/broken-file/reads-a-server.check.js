// Names a shared server beyond PostgreSQL, so tools/jest/lanes.js puts this file in its servers lane.
test('reads the address of the real Kafka broker', () => {
  expect(process.env.TEST_KAFKA_BROKERS ?? 'unset').toEqual(expect.any(String));
});
