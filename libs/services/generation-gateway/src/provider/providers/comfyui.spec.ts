import WebSocket from 'ws';
import { ComfyUiProvider } from './comfyui';
import { ComfyUiDouble } from './doubles/comfyui-double';
import { SubmissionRejected, type SubmitRequest } from '../provider.port';

const request = (key: string): SubmitRequest => ({
  idempotencyKey: key,
  workspaceId: 'ws-local',
  clientReference: `job-${key}`,
  kind: 'image',
  model: 'any',
  prompt: 'a teapot, studio light',
  params: { width: 512, height: 512 },
  references: [],
});

describe('ComfyUI adapter', () => {
  let double: ComfyUiDouble;
  let url: string;
  beforeAll(async () => {
    double = new ComfyUiDouble();
    url = await double.start();
  });
  afterAll(() => double.stop());

  it('given a workflow that loads a checkpoint the server does not have, when submitted, then it is refused as comfyui:missing_model and nothing is queued', async () => {
    const provider = new ComfyUiProvider({ baseUrl: url, checkpoint: 'sdxl-not-installed.safetensors' });
    const before = double.creates();
    try {
      const error = await provider.submit(request('missing-model')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SubmissionRejected);
      expect((error as SubmissionRejected).code).toBe('comfyui:missing_model');
      expect(double.creates()).toBe(before);
    } finally {
      await provider.close();
    }
  });

  it('given a running prompt, when queried, then the progress comes from the websocket and the workflow carries the prompt, the size and a seed from the job key', async () => {
    const provider = new ComfyUiProvider({ baseUrl: url });
    // Another client of the same ComfyUI: it must hear nothing of our prompt (ComfyUI sends
    // execution messages only to the socket whose clientId is the prompt's client_id).
    const bystander = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?clientId=bystander`);
    const overheard: string[] = [];
    bystander.on('message', (data) => overheard.push(String(data)));
    await new Promise((resolve) => bystander.once('open', resolve));
    try {
      double.script('slow');
      const { upstreamJobId } = await provider.submit(request('progress'));
      const scope = { workspaceId: 'ws-local' };
      let progress = 0;
      for (const deadline = Date.now() + 20_000; progress === 0 && Date.now() < deadline;) {
        const status = await provider.query(upstreamJobId, scope);
        progress = status.state === 'running' ? status.progress : 0;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(double.clients()).toBeGreaterThanOrEqual(1);
      expect(progress).toBe(49); // the double's `progress { value: 5, max: 10 }`
      const workflow = double.lastWorkflow!;
      expect(workflow['6'].inputs.text).toBe('a teapot, studio light');
      expect(workflow['5'].inputs).toMatchObject({ width: 512, height: 512 });
      expect(workflow['3'].inputs.seed).toEqual(expect.any(Number));
      // The same job key finds the same prompt again (query-by-key after a lost answer).
      expect(await provider.queryByKey('progress', scope)).toMatchObject({ upstreamJobId, state: 'running' });
      expect(await provider.queryByKey('never-sent', scope)).toBeUndefined();
      expect(overheard.filter((m) => m.includes(upstreamJobId))).toEqual([]);
    } finally {
      bystander.terminate();
      await provider.close();
    }
  });
});
