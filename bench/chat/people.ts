/**
 * The chat benchmark's people: activated users with profiles made in SQL (no sign-in storm meets
 * the auth rate limit), each with an access token signed with the server's JWT secret.
 */
import pg from 'pg';
import { TokenService } from '../../packages/estate-server/src/lib/tokens.js';

export const JWT_SECRET = 'estate-bench-chat-secret';

export interface Person {
  id: number;
  username: string;
  token: string;
}

/** `count` users `chat0`…, made in SQL, and an access token for each (in that order). */
export async function createPeople(databaseUrl: string, count: number): Promise<Person[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; username: string }>(
      `insert into users (email, username, password_hash, is_active)
       select 'chat' || n || '@bench.test', 'chat' || n, 'not-a-password-hash', true from generate_series(0, $1 - 1) as n
       returning id, username`,
      [count],
    );
    await client.query(`insert into profiles (id) select id from users where email like '%@bench.test'`);
    const tokens = new TokenService(JWT_SECRET, { access: 3600, refresh: 3600 });
    const byName = new Map(rows.map((row) => [row.username, row.id]));
    return Promise.all(
      Array.from({ length: count }, async (_, n) => {
        const id = byName.get(`chat${n}`)!;
        return { id, username: `chat${n}`, token: await tokens.sign('access', { id, isGuest: false }) };
      }),
    );
  } finally {
    await client.end();
  }
}

/** Socket 2k talks to socket 2k+1. */
export const peerOf = (index: number) => index ^ 1;
