/**
 * Signs in on a gateway started with `GATEWAY_DEV_LOGIN=true` (every gateway of a
 * `DistributedCluster`) and returns the request headers of that session. Retries while the
 * gateway still answers 5xx (its peers may still be coming up) until `timeoutMs`.
 */
export async function devSession(gatewayUrl: string, timeoutMs = 60_000): Promise<Record<string, string>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${gatewayUrl}/v1/dev/session`).catch(() => undefined);
    if (res?.ok) {
      const { key } = (await res.json()) as { key: string };
      return { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    }
    if (Date.now() > deadline) throw new Error(`no dev session from ${gatewayUrl}: ${res?.status ?? 'unreachable'}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
