import { Body, Controller, Get, type MiddlewareConsumer, Module, type NestModule, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { inBackground, isServingRequest, RequestFirstQueue } from '@lomo/database';

const queue = new RequestFirstQueue();
let background: Promise<string> | undefined;
import { RequestLaneMiddleware } from './request-lane.middleware';

@Controller()
class LaneController {
  /** After the body is parsed and an await, as a handler's statements are sent. */
  @Post('echo')
  async echo(@Body() body: { text: string }) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { text: body.text, servingRequest: isServingRequest() };
  }

  /** Background work queued while the request is handled (a turn's statement, say). */
  @Get('hold')
  async hold() {
    const ran: string[] = [];
    background = inBackground(() => queue.run(async () => (ran.push('background'), 'background')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await queue.run(async () => ran.push('request'));
    return { ran };
  }

  @Get('feed')
  async feed() {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { servingRequest: isServingRequest() };
  }
}

@Module({ controllers: [LaneController] })
class LaneModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestLaneMiddleware).forRoutes('*path');
  }
}

describe('RequestLaneMiddleware', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await NestFactory.create(LaneModule, { logger: false });
    await app.init();
  });
  afterAll(() => app.close());

  it('given a request with a JSON body, when its handler runs after an await, then its work is serving the request', async () => {
    const res = await request(app.getHttpServer()).post('/echo').send({ text: 'a red cat' }).expect(201);
    expect(res.body).toEqual({ text: 'a red cat', servingRequest: true });
  });

  it('given a live stream (SSE), then its work is background', async () => {
    const res = await request(app.getHttpServer()).get('/feed').set('accept', 'text/event-stream').expect(200);
    expect(res.body).toEqual({ servingRequest: false });
  });

  it('given background work queued while a request is handled, then it waits until the response is sent', async () => {
    const res = await request(app.getHttpServer()).get('/hold').expect(200);
    expect(res.body).toEqual({ ran: ['request'] });
    await expect(background).resolves.toBe('background');
  });
});
