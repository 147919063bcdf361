import { createHash } from 'node:crypto';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiHeader } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { runMigrations, type SqlClient } from '@lomo/database';
import { SHREDDED, type ContentSeal } from '@lomo/event-store';
import type { Authenticated } from '../auth/api-key.guard';
import { TASK_DELETED_REPLAY } from '../task-deleted/task-deleted-replay';
import { refuse } from './problem';
import { openAnswer, sealAnswer, tasksNamed } from './sealed-answer';

const MIGRATIONS = [
  `create table gateway_idempotency (
    workspace_id text not null,
    idempotency_key text not null,
    request_sha256 text not null,
    status integer,
    response text,
    created_at timestamptz not null default now(),
    primary key (workspace_id, idempotency_key)
  );`,
  // Whose request it was, so a person's erasure drops their records (ADR 0051); older rows have none.
  `alter table gateway_idempotency add column user_id text;`,
  // The tasks an answer names, in clear: a sealed answer cannot be searched for them (ADR 0087).
  `alter table gateway_idempotency add column task_ids text[];`,
];

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The optional `Idempotency-Key` header, documented with the rule the interceptor enforces. */
export const IdempotencyKeyHeader = () =>
  ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Retrying with the same key and body returns the first result; 1–200 visible ASCII characters',
    schema: { type: 'string', pattern: KEY.source },
  });

/** Key-sorted JSON, so the same body with fields in another order is the same request. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : (JSON.stringify(value) ?? 'null');

const WRITE_ONLY = 'lomo:write-only-fields';

/**
 * Body fields left out of the stored request hash (a credential's secret): a bare SHA-256 of
 * a body holding a secret would let anyone reading the table test guesses against it.
 */
export const WriteOnlyFields = (...fields: string[]) => SetMetadata(WRITE_ONLY, fields);

const without = (body: unknown, fields: readonly string[]): unknown =>
  body && typeof body === 'object' && !Array.isArray(body) && fields.length > 0
    ? Object.fromEntries(Object.entries(body).filter(([field]) => !fields.includes(field)))
    : body;

export const idempotencyKeyOf = (req: Request): string | undefined => {
  const key = req.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
};

/** The idempotency records of creating POSTs, per workspace. */
export class IdempotencyStore {
  /**
   * @param staleClaimMs A claim with no result this old is taken over by a retry with the same
   * request: the gateway that claimed it died (kill -9) or could not release it (its store was
   * out of reach), and every retry answered 409 in progress for ever (chaos soak seed 29: 11 of
   * 30 users). A request still running after it could run twice; the gateway's calls have
   * deadlines of 5 s, so 60 s leaves room.
   * @param seal Seals stored answers under the keys of what they name (ADR 0087); none when the
   * event log is kept in clear.
   */
  constructor(
    private readonly sql: SqlClient,
    private readonly staleClaimMs = 60_000,
    private readonly seal?: ContentSeal,
  ) {}

  migrate(): Promise<void> {
    return this.sql.transaction((tx) => runMigrations(tx, 'gateway-idempotency', MIGRATIONS));
  }

  /** Claims the key for this request (or takes a stale claim over), or returns what the first request with it got. */
  async claim(
    workspaceId: string,
    key: string,
    requestHash: string,
    userId?: string,
  ): Promise<{ claimed: true } | { claimed: false; requestHash: string; status?: number; response?: unknown }> {
    const inserted = await this.sql.query(
      `insert into gateway_idempotency (workspace_id, idempotency_key, request_sha256, user_id) values ($1, $2, $3, $5)
         on conflict (workspace_id, idempotency_key) do update set created_at = now()
         where gateway_idempotency.status is null and gateway_idempotency.request_sha256 = excluded.request_sha256
           and gateway_idempotency.created_at < now() - make_interval(secs => $4::double precision / 1000)
         returning 1 as ok`,
      [workspaceId, key, requestHash, this.staleClaimMs, userId ?? null],
    );
    if (inserted.rows.length) return { claimed: true };
    const { rows } = await this.sql.query<{ request_sha256: string; status: number | null; response: string | null }>(
      `select request_sha256, status, response from gateway_idempotency where workspace_id = $1 and idempotency_key = $2`,
      [workspaceId, key],
    );
    const row = rows[0];
    if (!row) return this.claim(workspaceId, key, requestHash, userId);
    const answer = row.response === null ? undefined : await openAnswer(this.seal, { workspaceId, key }, row.response);
    // A key of the answer destroyed: the task it named was deleted (or the person erased).
    if (answer === SHREDDED)
      return { claimed: false, requestHash: row.request_sha256, status: 410, response: TASK_DELETED_REPLAY };
    return { claimed: false, requestHash: row.request_sha256, status: row.status ?? undefined, response: answer };
  }

  async complete(
    owner: { workspaceId: string; userId: string; key: string },
    status: number,
    response: unknown,
  ): Promise<void> {
    const stored = this.seal ? await sealAnswer(this.seal, owner, response) : JSON.stringify(response ?? null);
    await this.sql.query(
      `update gateway_idempotency set status = $3, response = $4, task_ids = $5
        where workspace_id = $1 and idempotency_key = $2`,
      stored === undefined
        ? [owner.workspaceId, owner.key, 410, JSON.stringify(TASK_DELETED_REPLAY), tasksNamed(response)]
        : [owner.workspaceId, owner.key, status, stored, tasksNamed(response)],
    );
  }

  /** Drops every record of one person's requests (their erasure); returns how many. */
  async forgetUser(workspaceId: string, userId: string): Promise<number> {
    const { rows } = await this.sql.query(
      `delete from gateway_idempotency where workspace_id = $1 and user_id = $2 returning 1`,
      [workspaceId, userId],
    );
    return rows.length;
  }

  /** A refused or failed request releases its key: a corrected retry may use it. */
  async release(workspaceId: string, key: string): Promise<void> {
    await this.sql.query(
      `delete from gateway_idempotency where workspace_id = $1 and idempotency_key = $2 and status is null`,
      [workspaceId, key],
    );
  }
}

/**
 * `Idempotency-Key` on POSTs that create or deliver: the first request's response is stored
 * and replayed for a retry with the same body (`Idempotent-Replayed: true`); the same key with
 * a different body is 422 `idempotency_key_reused`; while the first is still running, 409.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request & { lomo?: Authenticated }>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = idempotencyKeyOf(req);
    if (key === undefined || !req.lomo) return next.handle();
    const writeOnly = this.reflector.get<string[] | undefined>(WRITE_ONLY, context.getHandler()) ?? [];
    return from(this.run(req, res, key, req.lomo.caller, next, writeOnly));
  }

  private async run(
    req: Request,
    res: Response,
    key: string,
    { workspaceId, userId }: Authenticated['caller'],
    next: CallHandler,
    writeOnly: readonly string[],
  ): Promise<unknown> {
    if (!KEY.test(key))
      throw refuse(400, 'invalid_idempotency_key', 'Idempotency-Key must be 1–200 visible ASCII characters');
    const hash = createHash('sha256')
      .update(
        `${req.method} ${req.route?.path ?? req.path}\n${req.path}\n${canonical(without(req.body ?? null, writeOnly))}`,
      )
      .digest('hex');
    const claim = await this.store.claim(workspaceId, key, hash, userId);
    if (!claim.claimed) {
      if (claim.requestHash !== hash)
        throw refuse(422, 'idempotency_key_reused', 'this Idempotency-Key was used with a different request');
      if (claim.status === undefined)
        throw refuse(
          409,
          'idempotency_request_in_progress',
          'a request with this Idempotency-Key is still running; retry shortly',
        );
      res.setHeader('Idempotent-Replayed', 'true');
      // A stored refusal (the 410 tombstone a task's deletion leaves) is answered as a problem.
      if (claim.status >= 400) throw replayedProblem(claim.status, claim.response);
      res.status(claim.status);
      return claim.response ?? null;
    }
    try {
      const result = await lastValueFrom(next.handle(), { defaultValue: undefined });
      await this.store.complete({ workspaceId, userId, key }, res.statusCode, result);
      return result;
    } catch (error) {
      // The client must see why its request failed; a release that fails too (the database
      // is what failed) leaves the claim to go stale, and a retry takes it over then.
      await this.store.release(workspaceId, key).catch(() => undefined);
      throw error;
    }
  }
}

function replayedProblem(status: number, response: unknown) {
  const stored = (response ?? {}) as { type?: string; title?: string };
  return refuse(status, stored.type?.split('/').at(-1) ?? 'gone', stored.title);
}
