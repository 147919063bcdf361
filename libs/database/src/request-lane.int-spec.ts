import { openSqlClient, type SqlClient } from './sql-client';
import { servingRequest } from './request-lane';

describe('the embedded database serves a request ahead of queued background statements', () => {
  let sql: SqlClient;
  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: '' });
  });
  afterAll(() => sql.close());

  it('given a background transaction in flight and background statements queued, when a request sends one, then it is answered before them', async () => {
    const answered: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const turn = sql.transaction(async (tx) => {
      await tx.query('select 1');
      await held;
      answered.push('turn');
    });
    const background = Array.from({ length: 5 }, (_, i) =>
      sql.query('select $1::int as n', [i]).then(() => void answered.push(`background ${i}`)),
    );
    const request = servingRequest(() => sql.query('select 42 as n')).then(({ rows }) => {
      answered.push('request');
      return rows[0];
    });
    release();
    await Promise.all([turn, ...background]);
    await expect(request).resolves.toEqual({ n: 42 });
    expect(answered[0]).toBe('turn');
    expect(answered[1]).toBe('request');
    expect(answered.slice(2)).toEqual([0, 1, 2, 3, 4].map((i) => `background ${i}`));
  });

  it('given a statement that fails, then its caller gets the error and the next one is answered', async () => {
    await expect(servingRequest(() => sql.query('select from no_such_table'))).rejects.toThrow(/no_such_table/);
    await expect(sql.query('select 1 as one')).resolves.toEqual({ rows: [{ one: 1 }] });
  });
});
