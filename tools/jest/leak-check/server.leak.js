// Opens a TCP server and never closes it: the mistake the summary reporter must catch.
const { createServer } = require('node:net');

test('leaves a server listening', async () => {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  expect(server.listening).toBe(true);
});
