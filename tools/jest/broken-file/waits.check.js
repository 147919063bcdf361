// jest-lane: beside
// Marked as mostly waiting, so tools/jest/lanes.js runs it in a process beside its two slots.
test('a test that waits', () => new Promise((resolve) => setTimeout(resolve, 200)));
