// A test whose assertion fails: the lanes' tail must say why, not only which test.
test('a test whose assertion fails', () => expect(1 + 1).toBe(3));
