import { writeFileSync } from 'node:fs';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import { closeRequestSchemas, GatewayModule, OPENAPI_FILE, withMediaUploadBody } from '@lomo/services/gateway';
import { gatewayApp, GatewayConfig } from './app';

/** The OpenAPI document of `/v1`, generated from the controllers and DTOs. */
export async function buildOpenApi(): Promise<OpenAPIObject> {
  const app = await createLomoApp(
    gatewayApp,
    loadConfig(GatewayConfig, { DATABASE_URL: 'memory://', LOG_LEVEL: 'silent' }),
  );
  try {
    const config = new DocumentBuilder()
      .setTitle('Lomo API')
      .setDescription(
        'The public API of Lomo: the main thread, tasks, workspace objects, triggers and the live status stream. Errors are application/problem+json (docs/api.md).',
      )
      .setVersion('1')
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An API key: lomo_<id>.<secret>' })
      .build();
    return closeRequestSchemas(
      withMediaUploadBody(SwaggerModule.createDocument(app, config, { include: [GatewayModule] })),
    );
  } finally {
    await app.close();
  }
}

export const renderOpenApi = (document: OpenAPIObject) => `${JSON.stringify(document, null, 2)}\n`;

if (require.main === module) {
  void buildOpenApi().then((document) => {
    writeFileSync(OPENAPI_FILE, renderOpenApi(document));
    console.log(`wrote ${OPENAPI_FILE}`);
  });
}
