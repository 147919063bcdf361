// The console's only way to the platform: the public /v1 API with the session's key.
const KEY = 'lomo.key';

export async function session() {
  const stored = localStorage.getItem(KEY);
  if (stored) return stored;
  const res = await fetch('/v1/dev/session');
  if (!res.ok) return undefined;
  const { key } = await res.json();
  localStorage.setItem(KEY, key);
  return key;
}

export const useKey = (key) => localStorage.setItem(KEY, key);

export class ApiProblem extends Error {
  constructor(problem) {
    super(problem.detail || problem.title);
    this.problem = problem;
  }
}

export function client(key) {
  const call = async (method, path, body, headers = {}) => {
    const res = await fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status === 401) {
      localStorage.removeItem(KEY);
    }
    if (!res.ok) throw new ApiProblem(await res.json().catch(() => ({ title: res.statusText, status: res.status })));
    if (res.status === 204) return undefined;
    return res.json();
  };
  const withEtag = async (path) => {
    const res = await fetch(path, { headers: { authorization: `Bearer ${key}` } });
    if (!res.ok) throw new ApiProblem(await res.json());
    return { data: await res.json(), etag: res.headers.get('etag') };
  };
  return {
    key,
    get: (path) => call('GET', path),
    post: (path, body = {}, headers) => call('POST', path, body, headers),
    put: (path, body, headers) => call('PUT', path, body, headers),
    del: (path, body) => call('DELETE', path, body),
    withEtag,
    /** Live status of the workspace; EventSource resends Last-Event-ID itself after a drop. */
    stream(onUpdate, onState) {
      const source = new EventSource(`/v1/stream?access_token=${encodeURIComponent(key)}`);
      source.addEventListener('status', (e) => onUpdate(JSON.parse(e.data)));
      source.onopen = () => onState(true);
      source.onerror = () => onState(false);
      return source;
    },
    taskStream(taskId, onUpdate) {
      const source = new EventSource(`/v1/tasks/${taskId}/stream?access_token=${encodeURIComponent(key)}`);
      source.addEventListener('status', (e) => onUpdate(JSON.parse(e.data)));
      return source;
    },
    downloadUrl: (objectId) =>
      `/v1/objects/${encodeURIComponent(objectId)}/download?access_token=${encodeURIComponent(key)}`,
  };
}
