// Throws while the file loads: no test of it ever runs, so Jest counts no failed test.
require('./a-module-that-does-not-exist');

test('never reached', () => expect(true).toBe(true));
