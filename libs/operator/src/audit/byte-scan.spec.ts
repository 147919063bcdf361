import { needlesIn } from './byte-scan';

async function* chunks(...parts: Array<string | Buffer>) {
  for (const part of parts) yield Buffer.from(part);
}

describe('needlesIn', () => {
  it('given a needle split across chunks, and a multi-byte letter split across chunks, then both are found', async () => {
    const bytes = Buffer.from('a Quillmarsh owl in Zürich');
    const at = bytes.indexOf('ü') + 1;
    expect(
      await needlesIn(chunks(bytes.subarray(0, 5), bytes.subarray(5, at), bytes.subarray(at)), [
        'quillmarsh',
        'zürich',
        'heron',
      ]),
    ).toEqual(['quillmarsh', 'zürich']);
  });
});
