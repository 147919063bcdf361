import { ApiError } from '@lomo/service-api';
import { PeerUnavailable, peerUnavailable } from './peer-unavailable';

/** What a remote tool call's failure means to the task runtime (issue 14). */
describe('peer-unavailable classification of a remote tool call failure', () => {
  const transport = (code: string, grpcStatus: string) =>
    new ApiError('unavailable', code, `the workspace service failed (${code})`, { peer: 'workspace', grpcStatus });

  it.each([
    ['the peer is down or refused the connection', transport('peer_unavailable', 'UNAVAILABLE')],
    [
      'the call missed its deadline (it may have reached the peer)',
      transport('peer_deadline_exceeded', 'DEADLINE_EXCEEDED'),
    ],
    [
      'the peer still runs an earlier attempt of the same call',
      new ApiError('unavailable', 'tool_call_in_progress', 'an earlier attempt is still running', {}),
    ],
  ])('given %s, when classified, then it is a retryable PeerUnavailable naming the peer', (_, error) => {
    const classified = peerUnavailable(error, 'workspace');

    expect(classified).toBeInstanceOf(PeerUnavailable);
    expect(classified).toMatchObject({ peer: 'workspace', reason: error.code });
  });

  it('given a failure naming the peer the peer itself depends on, when classified, then that peer is named', () => {
    const error = new ApiError('unavailable', 'peer_unavailable', 'billing is down', {
      peer: 'billing',
      grpcStatus: 'UNAVAILABLE',
    });

    expect(peerUnavailable(error, 'generation-gateway')).toMatchObject({ peer: 'billing' });
  });

  it.each([
    [
      'a refusal of this service credentials (configuration, not an outage)',
      transport('peer_refused_credentials', 'UNAUTHENTICATED'),
    ],
    ['a cancelled call (the task was stopped)', transport('peer_call_cancelled', 'CANCELLED')],
    ['a version skew', transport('peer_unimplemented', 'UNIMPLEMENTED')],
    ['an application refusal', new ApiError('conflict', 'stale_version', 'the document changed', {})],
    [
      'an unavailable dependency the peer answered with',
      new ApiError('unavailable', 'billing_unavailable', 'no billing', {}),
    ],
    [
      'an MCP server outage, a result the model reads',
      new ApiError('unavailable', 'mcp_unavailable', 'the MCP server is down', { server: 'palette' }),
    ],
  ])('given %s, when classified, then it is not retried (the model sees it)', (_, error) => {
    expect(peerUnavailable(error, 'workspace')).toBeUndefined();
  });
});
