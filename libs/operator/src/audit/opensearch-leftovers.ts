import { LeftoverTally, needlesOf, type StoreLeftover } from './store-leftover';

interface Hits {
  _scroll_id?: string;
  hits: { hits: Array<{ _id: string; _source?: unknown }> };
}

/**
 * Scans every document of the OpenSearch indices matching `indices` (id and source: the task
 * index, memory's index) for a deleted task's id and words, with a scroll so an index
 * of any size is read whole.
 */
export async function openSearchLeftovers(
  url: string,
  target: { taskId: string; words?: readonly string[] },
  indices = 'lomo*',
): Promise<StoreLeftover[]> {
  const tally = new LeftoverTally('opensearch', needlesOf(target));
  const base = url.replace(/\/$/, '');
  const call = async <T>(path: string, init?: { method: string; body?: unknown }): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method: init?.method ?? 'GET',
      headers: { 'content-type': 'application/json' },
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`OpenSearch ${init?.method ?? 'GET'} ${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  };
  const listed = await call<Array<{ index: string }>>(
    `/_cat/indices/${encodeURIComponent(indices)}?format=json&h=index&expand_wildcards=open`,
  );
  for (const { index } of listed) {
    let page = await call<Hits>(`/${encodeURIComponent(index)}/_search?scroll=1m`, {
      method: 'POST',
      body: { size: 500, query: { match_all: {} } },
    });
    try {
      while (page.hits.hits.length > 0) {
        for (const hit of page.hits.hits) tally.add(index, JSON.stringify([hit._id, hit._source]));
        page = await call<Hits>('/_search/scroll', {
          method: 'POST',
          body: { scroll: '1m', scroll_id: page._scroll_id },
        });
      }
    } finally {
      if (page._scroll_id)
        await call('/_search/scroll', { method: 'DELETE', body: { scroll_id: page._scroll_id } }).catch(
          () => undefined,
        );
    }
  }
  return tally.leftovers();
}
