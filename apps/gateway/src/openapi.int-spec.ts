import { readFileSync } from 'node:fs';
import { OPENAPI_FILE } from '@lomo/services/gateway';
import { buildOpenApi, renderOpenApi } from './openapi';

describe('the committed OpenAPI document', () => {
  it('matches what the DTOs generate (run `npm run openapi:gen` after changing the API)', async () => {
    const generated = renderOpenApi(await buildOpenApi());
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(generated);
  });
});
