test('a test that passes', () => expect(1 + 1).toBe(2));
