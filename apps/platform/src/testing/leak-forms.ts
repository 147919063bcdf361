/**
 * The secret as it could leak: its bytes, hex, and base64/base64url at each of the three
 * alignments it can have inside a longer encoded value (the edge characters, which depend on
 * the neighbours, left out).
 */
export function leakForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms = [secret, bytes.toString('hex')];
  for (const pad of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(pad), bytes]).toString('base64');
    const inner = encoded.slice(pad === 0 ? 0 : Math.ceil((pad * 4) / 3) + 1, -4);
    forms.push(inner, inner.replaceAll('+', '-').replaceAll('/', '_'));
  }
  return [...new Set(forms)];
}
