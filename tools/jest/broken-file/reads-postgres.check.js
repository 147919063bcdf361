// Names PostgreSQL's address and no other server's, so tools/jest/lanes.js puts this file in its
// postgres lane, on a PostgreSQL server of that lane's own: it prints the address it was given.
test('reads the address of the real PostgreSQL server', () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://unset/unset');
  process.stdout.write(`reads-postgres: server ${url.host}\n`);
  expect(url.host).toEqual(expect.any(String));
});
