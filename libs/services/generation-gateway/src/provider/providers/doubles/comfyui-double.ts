import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import type { ComfyWorkflow } from '../comfyui-workflow';
import { type DoubleJob, json, sendFile, WireDouble } from './wire-double';

/**
 * A ComfyUI server as its API behaves: `POST /prompt { prompt, client_id, prompt_id }` →
 * `{ prompt_id, number, node_errors }`, or 400 `{ error: { type: prompt_outputs_failed_validation },
 * node_errors: { id: { errors: [{ type: value_not_in_list, extra_info: { input_name } }], class_type } } }`
 * when a loader names a model that is not installed; `GET /queue` (`queue_running`,
 * `queue_pending` as `[number, prompt_id, …]`), `GET /history/{id}` (`{}` until done, then
 * outputs and `status.status_str` / `messages`), `GET /view?filename&subfolder&type`,
 * `POST /queue { delete }`, `POST /interrupt`, and `/ws` messages (`execution_start`,
 * `progress { value, max, prompt_id }`, `executing { node: null }`).
 *
 * Execution messages reach only the socket opened with `?clientId=` equal to the prompt's
 * `client_id`, never a broadcast: ComfyUI keeps `sockets[clientId]` (server.py
 * `websocket_handler`), its progress hook sends with `sid=server.client_id`, the client_id of
 * the prompt running (main.py `hijack_progress` → `send_sync("progress", …, server.client_id)`),
 * and `send_json` with a sid writes to that one socket only. A socket without `clientId` gets
 * a fresh id of its own, so it hears nothing either.
 */
export class ComfyUiDouble extends WireDouble {
  readonly installed = ['v1-5-pruned-emaonly.safetensors'];
  lastWorkflow?: ComfyWorkflow;
  private wss?: WebSocketServer;
  private number = 0;
  /** The `client_id` each prompt was submitted with. */
  private readonly clientOf = new Map<string, string | undefined>();
  /** The `clientId` each open socket connected with (ComfyUI's sid). */
  private readonly sidOf = new WeakMap<WebSocket, string>();

  creates(): number {
    return [...this.jobs.values()].length;
  }

  /** Websocket clients connected now. */
  clients(): number {
    return this.wss?.clients.size ?? 0;
  }

  protected override started(server: Server): void {
    this.wss = new WebSocketServer({ server, path: '/ws' });
    this.wss.on('connection', (socket, req) => {
      const sid = new URL(req.url ?? '/', this.url).searchParams.get('clientId') || randomUUID();
      this.sidOf.set(socket, sid);
    });
  }

  override async stop(): Promise<void> {
    for (const client of this.wss?.clients ?? []) client.terminate();
    this.wss?.close();
    await super.stop();
  }

  protected route(req: IncomingMessage, body: Buffer, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', this.url);
    if (req.method === 'POST' && url.pathname === '/prompt') return this.prompt(body, res);
    if (url.pathname === '/queue' && req.method === 'GET') {
      const entries = (running: boolean) =>
        [...this.jobs.values()]
          .filter((j) => !j.cancelled && this.stateOf(j) === (running ? 'running' : 'queued'))
          .map((j) => [this.number, j.id, {}, { client_id: this.clientOf.get(j.id) }, ['9']]);
      for (const job of this.jobs.values()) if (!job.cancelled && job.reads < this.pollsToFinish + 1) this.tick(job);
      return json(res, 200, { queue_running: entries(true), queue_pending: entries(false) });
    }
    if (url.pathname === '/queue' && req.method === 'POST') {
      for (const id of (JSON.parse(body.toString('utf8')) as { delete?: string[] }).delete ?? [])
        this.jobs.get(id)!.cancelled = true;
      return json(res, 200, {});
    }
    if (url.pathname === '/interrupt') {
      const { prompt_id: id } = JSON.parse(body.toString('utf8') || '{}') as { prompt_id?: string };
      const job = id ? this.jobs.get(id) : undefined;
      if (job) job.cancelled = true;
      return json(res, 200, {});
    }
    const history = /^\/history\/([^/]+)$/.exec(url.pathname);
    if (history) {
      const job = this.jobs.get(history[1]!);
      return json(res, 200, job ? this.historyOf(job) : {});
    }
    if (url.pathname === '/view') {
      const job = [...this.jobs.values()].find(
        (j) =>
          `lomo_${j.id.slice(0, 8)}_00001_.${j.kind === 'audio' ? 'flac' : 'png'}` === url.searchParams.get('filename'),
      );
      return job && url.searchParams.get('type') === 'output'
        ? sendFile(res, job.output, 'image/png')
        : json(res, 404, {});
    }
    return json(res, 404, {});
  }

  private prompt(body: Buffer, res: ServerResponse): void {
    const request = JSON.parse(body.toString('utf8')) as {
      prompt?: ComfyWorkflow;
      prompt_id?: string;
      client_id?: string;
    };
    this.lastWorkflow = request.prompt;
    const invalid = this.check('comfyui', 'prompt', request);
    if (invalid.length > 0)
      return json(res, 400, {
        error: {
          type: 'invalid_prompt',
          message: 'Cannot execute because the prompt is not valid.',
          details: invalid.join('; '),
          extra_info: {},
        },
        node_errors: {},
      });
    const loader = Object.entries(request.prompt ?? {}).find(([, n]) => n.class_type === 'CheckpointLoaderSimple');
    const ckpt = loader?.[1].inputs.ckpt_name;
    // ComfyUI refuses only by validation: a scripted reject is answered as a missing model.
    const script = this.takeScript();
    if (!loader || !this.installed.includes(String(ckpt)) || script === 'reject')
      return json(res, 400, {
        error: {
          type: 'prompt_outputs_failed_validation',
          message: 'Prompt outputs failed validation',
          details: '',
          extra_info: {},
        },
        node_errors: {
          [loader?.[0] ?? '4']: {
            errors: [
              {
                type: 'value_not_in_list',
                message: 'Value not in list',
                details: `ckpt_name: '${String(ckpt)}' not in ${JSON.stringify(this.installed)}`,
                extra_info: { input_name: 'ckpt_name', input_config: [this.installed], received_value: ckpt },
              },
            ],
            dependent_outputs: ['9'],
            class_type: 'CheckpointLoaderSimple',
          },
        },
      });
    const id = request.prompt_id ?? `${this.jobs.size}`;
    if (this.jobs.has(id))
      return json(res, 400, {
        error: { type: 'duplicate_prompt_id', message: 'prompt_id already queued' },
        node_errors: {},
      });
    const text = Object.values(request.prompt ?? {}).find((n) => n.class_type === 'CLIPTextEncode')?.inputs.text;
    const job = this.create(id, String(text ?? ''), 'image', script);
    this.clientOf.set(id, request.client_id);
    this.number++;
    if (job.script === 'hang') return;
    if (job.script === 'malformed') return json(res, 200, { number: this.number });
    return json(res, 200, { prompt_id: id, number: this.number, node_errors: {} });
  }

  private tick(job: DoubleJob): void {
    const state = this.advance(job);
    const sid = this.clientOf.get(job.id);
    const send = (message: unknown) =>
      this.wss?.clients.forEach(
        (c) => sid !== undefined && this.sidOf.get(c) === sid && c.send(JSON.stringify(message)),
      );
    if (state === 'running') send({ type: 'progress', data: { value: 5, max: 10, prompt_id: job.id, node: '3' } });
    if (state === 'succeeded' || state === 'failed')
      send({ type: 'executing', data: { node: null, prompt_id: job.id } });
  }

  private stateOf(job: DoubleJob): string {
    if (job.script === 'slow') return job.reads <= 1 ? 'queued' : 'running';
    if (job.reads >= this.pollsToFinish) return job.script === 'fail' ? 'failed' : 'succeeded';
    return job.reads <= 1 ? 'queued' : 'running';
  }

  private historyOf(job: DoubleJob): Record<string, unknown> {
    if (job.cancelled && job.reads > 1)
      return {
        [job.id]: {
          prompt: [],
          outputs: {},
          status: {
            status_str: 'error',
            completed: false,
            messages: [
              ['execution_start', { prompt_id: job.id }],
              ['execution_interrupted', { prompt_id: job.id, node_id: '3' }],
            ],
          },
        },
      };
    const state = this.stateOf(job);
    if (job.cancelled || (state !== 'succeeded' && state !== 'failed')) return {};
    if (state === 'failed')
      return {
        [job.id]: {
          prompt: [],
          outputs: {},
          status: {
            status_str: 'error',
            completed: false,
            messages: [
              ['execution_start', { prompt_id: job.id }],
              [
                'execution_error',
                {
                  prompt_id: job.id,
                  node_id: '3',
                  node_type: 'KSampler',
                  exception_type: 'torch.OutOfMemoryError',
                  exception_message: 'CUDA out of memory',
                },
              ],
            ],
          },
        },
      };
    const file = { filename: `lomo_${job.id.slice(0, 8)}_00001_.png`, subfolder: '', type: 'output' };
    return {
      [job.id]: {
        prompt: [],
        outputs: { '9': { images: [file] } },
        status: {
          status_str: 'success',
          completed: true,
          messages: [
            ['execution_start', { prompt_id: job.id }],
            ['execution_success', { prompt_id: job.id }],
          ],
        },
      },
    };
  }
}
