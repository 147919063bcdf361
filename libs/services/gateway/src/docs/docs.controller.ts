import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { refuse } from '../http/problem';

/** The committed spec (generated from the DTOs by `npm run openapi:gen`, checked for drift by a test). */
export const OPENAPI_FILE = join(__dirname, 'openapi.json');

const UI_DIR = dirname(
  require.resolve('swagger-ui-dist/package.json', { paths: [dirname(require.resolve('@nestjs/swagger'))] }),
);
const UI_FILES: Record<string, string> = { 'swagger-ui.css': 'text/css', 'swagger-ui-bundle.js': 'text/javascript' };

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lomo API</title><link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/docs/openapi.json', dom_id: '#ui' });</script></body></html>`;

/** `/docs`: Swagger UI over the committed OpenAPI document (served from local files, no CDN). */
@ApiExcludeController()
@Controller('docs')
export class DocsController {
  private readonly spec = readFileSync(OPENAPI_FILE, 'utf8');

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return PAGE;
  }

  @Get('openapi.json')
  @Header('Content-Type', 'application/json')
  openapi(): string {
    return this.spec;
  }

  @Get('assets/:file')
  asset(@Param('file') file: string, @Res() res: Response): void {
    const type = UI_FILES[file];
    if (!type) throw refuse(404, 'not_found');
    res.type(type).sendFile(join(UI_DIR, file));
  }
}
