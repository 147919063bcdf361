import { contentFieldViolations } from './content-fields';
import { eventSchemas } from './event-registry';
import { GetObjectResponseSchema, UpdateDocumentRequestSchema } from './gen/lomo/workspace/v1/workspace_service_pb';

describe('integration events carry no user content (R-10.8: deletion reaches Kafka too)', () => {
  it.each([...eventSchemas.keys()])('%s has no content-like field outside an EncryptedPayload', (typeName) => {
    expect(contentFieldViolations(eventSchemas.get(typeName)!)).toEqual([]);
  });

  it('catches content in a message that does carry it (a gRPC request, allowed there)', () => {
    expect(contentFieldViolations(UpdateDocumentRequestSchema)).toEqual([
      'lomo.workspace.v1.UpdateDocumentRequest.full_text (named like content)',
      'lomo.workspace.v1.UpdateDocumentRequest.edits.replacements.old_text (named like content)',
      'lomo.workspace.v1.UpdateDocumentRequest.edits.replacements.new_text (named like content)',
    ]);
  });

  it('catches free-form containers and nested content', () => {
    expect(contentFieldViolations(GetObjectResponseSchema)).toEqual(
      expect.arrayContaining([
        'lomo.workspace.v1.GetObjectResponse.object.name (named like content)',
        'lomo.workspace.v1.GetObjectResponse.object.document.text (named like content)',
        'lomo.workspace.v1.GetObjectResponse.object.flow.nodes.params (free-form google.protobuf.Struct)',
      ]),
    );
  });
});
