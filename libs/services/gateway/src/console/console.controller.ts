import { join } from 'node:path';
import { Controller, Get, Param, Redirect, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { refuse } from '../http/problem';

const PUBLIC = join(__dirname, 'public');
const FILES: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
  'api.js': 'text/javascript; charset=utf-8',
  'views.js': 'text/javascript; charset=utf-8',
  'memory.js': 'text/javascript; charset=utf-8',
  'episodes.js': 'text/javascript; charset=utf-8',
  'credentials.js': 'text/javascript; charset=utf-8',
  'mcp-servers.js': 'text/javascript; charset=utf-8',
  'billing.js': 'text/javascript; charset=utf-8',
  'delete-task.js': 'text/javascript; charset=utf-8',
  'move-message.js': 'text/javascript; charset=utf-8',
  'settings.js': 'text/javascript; charset=utf-8',
  'retention.js': 'text/javascript; charset=utf-8',
  'style.css': 'text/css; charset=utf-8',
};

/** The web console: plain ES modules and CSS served as they are (no build step). */
@ApiExcludeController()
@Controller()
export class ConsoleController {
  @Get()
  @Redirect('/console/', 302)
  root(): void {}

  @Get('console')
  index(@Res() res: Response): void {
    this.send(res, 'index.html');
  }

  @Get('console/:file')
  file(@Param('file') file: string, @Res() res: Response): void {
    this.send(res, file);
  }

  private send(res: Response, file: string): void {
    const type = FILES[file];
    if (!type) throw refuse(404, 'not_found');
    res.setHeader('Cache-Control', 'no-cache');
    res.type(type).sendFile(join(PUBLIC, file));
  }
}
