// Names PostgreSQL's address and no other server's, so tools/jest/lanes.js puts this file in its
// postgres lane, on a database of that lane's own: it prints the database its address names.
test('reads the address of the real PostgreSQL server', () => {
  const database = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://unset/unset').pathname.slice(1);
  process.stdout.write(`reads-postgres: database ${database}\n`);
  expect(database).toEqual(expect.any(String));
});
