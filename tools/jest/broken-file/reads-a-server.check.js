// Names a shared server's address, so tools/jest/lanes.js puts this file in its servers lane.
test('reads the address of the real PostgreSQL server', () => {
  expect(process.env.TEST_DATABASE_URL ?? 'unset').toEqual(expect.any(String));
});
