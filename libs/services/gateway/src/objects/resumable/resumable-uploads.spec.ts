import type { Request, Response } from 'express';
import { ResumableUploads } from './resumable-uploads';

describe('resumable uploads without a writable directory', () => {
  it('given GATEWAY_UPLOAD_DIR that cannot be made (a read-only root filesystem), then the gateway still starts and the routes answer 503 resumable_uploads_unavailable', async () => {
    const uploads = new ResumableUploads({
      devLogin: false,
      rateLimitPerMinute: 600,
      maxUploadBytes: 1000,
      // Under a file: no directory can be made there, whoever runs the test.
      resumableUploadDir: '/dev/null/uploads',
      resumableUploadTtlMs: 60_000,
    });
    await expect(
      uploads.handle({} as Request, {} as Response, { workspaceId: 'w', userId: 'u' }),
    ).rejects.toMatchObject({
      problem: { status: 503, type: 'https://lomo.dev/problems/resumable_uploads_unavailable' },
    });
    expect(await uploads.sweep()).toBe(0);
  });
});
