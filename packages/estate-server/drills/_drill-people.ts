import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase } from '../src/db/connect.js';
import { createUser } from '../src/domain/users.js';

export interface Person {
  id: number;
  username: string;
  email: string;
  password: string;
  /** An access token from logging in through the API. */
  token: string;
}

/**
 * Active accounts made straight in the drill's database (registration would need the activation
 * mail), then logged in through the API as a client would.
 */
export async function makePeople(databaseUrl: string, origin: string, count: number): Promise<Person[]> {
  const database = await connectDatabase({ databaseUrl });
  const password = `drill-${randomBytes(6).toString('hex')}`;
  const people: Person[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const username = `drill${index}_${randomBytes(2).toString('hex')}`;
      const email = `${username}@example.com`;
      const user = await createUser(database.db, { username, email, password, first_name: 'Drill', last_name: `Person ${index}`, isActive: true });
      const response = await fetch(`${origin}/api/v1/auth/jwt/create/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) throw new Error(`logging ${username} in answered ${response.status}: ${await response.text()}`);
      people.push({ id: user.id, username, email, password, token: ((await response.json()) as { access: string }).access });
    }
  } finally {
    await database.close();
  }
  return people;
}

/** The drill's view of what PostgreSQL holds: every chat text stored, with who sent it to whom. */
export async function storedMessages(databaseUrl: string): Promise<{ text: string; sender: string; receiver: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string; sender: string; receiver: string }>(
      `SELECT m.message AS text, s.username AS sender, r.username AS receiver
         FROM chat_messages m JOIN users s ON s.id = m.sender_id JOIN users r ON r.id = m.receiver_id
        WHERE m.message IS NOT NULL`,
    );
    return rows;
  } finally {
    await client.end();
  }
}
