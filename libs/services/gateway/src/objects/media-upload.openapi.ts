import type { OpenAPIObject } from '@nestjs/swagger';
import { UPLOAD_KINDS } from './media-types';

/**
 * `POST /v1/objects` takes two bodies (`MediaUploadInterceptor`): the JSON document Nest derives
 * from the DTO, and a multipart media upload, which no decorator can give its own schema —
 * written into the document here.
 */
export function withMediaUploadBody(document: OpenAPIObject): OpenAPIObject {
  const post = document.paths['/v1/objects']?.post;
  const body = post?.requestBody;
  if (!post || !body || '$ref' in body) throw new Error('POST /v1/objects has no request body to extend');
  body.content['multipart/form-data'] = {
    schema: {
      type: 'object',
      required: ['file'],
      additionalProperties: false,
      properties: {
        name: {
          type: 'string',
          minLength: 1,
          maxLength: 200,
          // No U+0000 as a pattern, not as StringField's `not` (NO_NUL): schemathesis 4.32.5 fails to
          // check a `not` beside the binary `file` of a multipart body (Unsupported type: 'Binary').
          pattern: '^[^\\u0000]*$',
          description: 'the object name (default: the file name)',
        },
        linkTaskId: {
          type: 'string',
          format: 'uuid',
          description: 'a task of this workspace to link the object to (422 unknown_link_task if none)',
        },
        file: {
          type: 'string',
          format: 'binary',
          minLength: 1,
          description:
            'the media; its type is told from its bytes, never from the part header (415 when unknown or contradicted)',
        },
      },
    },
    encoding: { file: { contentType: Object.keys(UPLOAD_KINDS).join(', ') } },
  };
  post.summary = 'Create a document (JSON) or upload media (multipart: image, video, audio, glTF binary)';
  return document;
}
