import { Body, Get, HttpCode, Inject, Optional, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  MEMORY_API,
  type ApiCaller,
  type EpisodeView,
  type ForgetResult,
  type MemoryApi,
  type MemoryView,
  type ProfileView,
} from '@lomo/service-api';
import { Caller, RequireScope } from '../auth/api-key.guard';
import { ApiProblems, POST_BODY } from '../http/api-problems';
import { GatewayController, hosted } from '../http/gateway-controller';
import { IdempotencyKeyHeader, idempotencyKeyOf } from '../http/idempotency';
import { messageIdFor } from '../main-thread/main-thread.controller';
import {
  CorrectMemoryDto,
  EpisodeDto,
  ForgetMemoryDto,
  ForgetResultDto,
  ListEpisodesQuery,
  ListMemoriesQuery,
  MemoryDto,
  MemoryIdParam,
  ProfileDto,
} from './memories.dto';

/**
 * What Lomo believes about the caller, why, and forgetting it. Memories are the
 * caller's own in their workspace: anyone else's id is 404, and nothing changes.
 */
@GatewayController('memories', 'memory')
export class MemoriesController {
  constructor(@Optional() @Inject(MEMORY_API) private readonly api?: MemoryApi) {}

  private get memory(): MemoryApi {
    return hosted(this.api, 'memory');
  }

  @Get()
  @ApiOperation({ summary: 'List memories with their provenance (evidence, versions), newest first' })
  @ApiOkResponse({ type: [MemoryDto] })
  list(@Caller() caller: ApiCaller, @Query() query: ListMemoriesQuery): Promise<MemoryView[]> {
    return this.memory.listMemories(caller, { scope: query.scope, taskId: query.taskId, limit: query.limit ?? 100 });
  }

  // Before `:memoryId`, which would take "episodes" for an id (and refuse it as no UUID).
  @Get('episodes')
  @ApiOperation({
    summary:
      'Episodic summaries: what each stretch of work (task) established, with the evidence of every line, latest first',
  })
  @ApiOkResponse({ type: [EpisodeDto] })
  episodes(@Caller() caller: ApiCaller, @Query() query: ListEpisodesQuery): Promise<EpisodeView[]> {
    return this.memory.listEpisodes(caller, { taskId: query.taskId, limit: query.limit ?? 50 });
  }

  @Get(':memoryId')
  @ApiProblems(404)
  @ApiOkResponse({ type: MemoryDto })
  get(@Caller() caller: ApiCaller, @Param() p: MemoryIdParam): Promise<MemoryView> {
    return this.memory.getMemory(caller, p.memoryId);
  }

  @Post(':memoryId/correct')
  @ApiProblems(404, ...POST_BODY)
  @HttpCode(200)
  @RequireScope('write')
  @ApiOperation({
    summary: 'Correct a memory: a new version supersedes the current one, the correction is its evidence',
  })
  @IdempotencyKeyHeader()
  @ApiOkResponse({ type: MemoryDto })
  correct(
    @Caller() caller: ApiCaller,
    @Param() p: MemoryIdParam,
    @Body() body: CorrectMemoryDto,
    @Req() req: Request,
  ): Promise<MemoryView> {
    const requestId = messageIdFor(caller, idempotencyKeyOf(req));
    return this.memory.correctMemory(caller, p.memoryId, { content: body.content, requestId });
  }

  @Post(':memoryId/forget')
  @ApiProblems(404, ...POST_BODY)
  @HttpCode(200)
  @RequireScope('write')
  @ApiOperation({
    summary:
      'Forget a memory (irreversible, R-9.5): its evidence is revoked and everything derived from it purged — later versions, the profile, search',
  })
  @ApiOkResponse({ type: ForgetResultDto })
  forget(@Caller() caller: ApiCaller, @Param() p: MemoryIdParam, @Body() body: ForgetMemoryDto): Promise<ForgetResult> {
    return this.memory.forgetMemory(caller, p.memoryId, { reason: body.reason });
  }
}

/** The profile: the small, conservative summary of what holds long-term. */
@GatewayController('profile', 'memory')
export class ProfileController {
  constructor(@Optional() @Inject(MEMORY_API) private readonly api?: MemoryApi) {}

  @Get()
  @ApiOkResponse({ type: ProfileDto })
  get(@Caller() caller: ApiCaller): Promise<ProfileView> {
    return hosted(this.api, 'memory').getProfile(caller);
  }
}
