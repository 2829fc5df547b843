/**
 * A million chat messages in SQL for the search measurement (generate_series, one statement):
 * each of the bench's people talks with ten others (conversations with the people 1, 7, 31, 127
 * and 499 places away, both ways round), about 100 messages a conversation, alternating sender,
 * spread over the last 90 days. The search's index (each word under its member, migration 0014)
 * is built again after the insert.
 *
 * The texts are property-chat sentences built from word lists drawn with a skew, so some words
 * are in a large share of the messages (`available`, `viewing`, the first neighbourhoods) and
 * some in very few (the last neighbourhoods, the rare features: about 0.3% each).
 */
import type pg from 'pg';
import type { Person } from './people.js';

const OPENERS = ['hello', 'hi', 'habari', 'good morning', 'good evening', 'jambo', 'thanks', 'sawa', 'bonjour', 'asante'];
const TOPICS = [
  'is it still available',
  'can we arrange a viewing on saturday',
  'what is the rent for',
  'is the deposit refundable for',
  'is parking included with',
  'when can I move into',
  'please send more photos of',
  'can I pay in installments for',
  'the agent will call you about',
  'is water and electricity included for',
  'is there security at',
  'what is the service charge of',
];
const TYPES = ['apartment', 'house', 'bedsitter', 'maisonette', 'bungalow', 'studio', 'townhouse', 'plot', 'villa', 'office', 'shop', 'warehouse'];
/** Drawn with a cube skew: the first are in many messages, the last in very few. */
const PLACES = [
  'kilimani', 'westlands', 'kileleshwa', 'lavington', 'karen', 'runda', 'parklands', 'ngong', 'rongai', 'kitengela',
  'syokimau', 'ruaka', 'thika', 'juja', 'kasarani', 'embakasi', 'donholm', 'buruburu', 'umoja', 'kahawa',
  'ruiru', 'kikuyu', 'limuru', 'muthaiga', 'gigiri', 'spring valley', 'loresho', 'riverside', 'upperhill', 'hurlingham',
  'nyali', 'bamburi', 'mtwapa', 'diani', 'kilifi', 'malindi', 'watamu', 'lamu', 'naivasha', 'nanyuki',
  'nakuru', 'eldoret', 'kisumu', 'kakamega', 'kericho', 'nyeri', 'meru', 'embu', 'machakos', 'kajiado',
];
/** Each in about 0.3% of the messages. */
const RARE = ['borehole', 'gazebo', 'jacuzzi', 'sauna', 'helipad', 'gym', 'solar', 'generator', 'cctv', 'lift', 'balcony', 'garden'];

export const SEARCH_WORDS = { common: 'available', rare: 'jacuzzi', prefix: 'kilim', pair: 'viewing saturday' } as const;

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
/** The `h`-th hash of n scaled to [0, 1). */
const unit = (h: number) => `(abs(hashint4(n * 31 + ${h})) % 1000000) / 1000000.0`;
const pick = (list: readonly string[], h: number, skew = 1) => `(${sqlArray(list)})[1 + floor(${list.length} * power(${unit(h)}, ${skew}))::int]`;

const OFFSETS = [1, 7, 31, 127, 499];

/** Inserts `messages` messages among `people` (and their conversations); returns the seconds it took. */
export async function seedSearchMessages(client: pg.Client, people: Person[], messages: number): Promise<number> {
  const started = performance.now();
  const ids = people.map((person) => person.id);
  await client.query('set synchronous_commit = off');
  await client.query(`set maintenance_work_mem = '256MB'`);
  await client.query(
    `insert into conversations (user_low, user_high, last_message_at)
     select least(a.id, b.id), greatest(a.id, b.id), now()
     from unnest($1::int[]) with ordinality a(id, k), unnest($2::int[]) d(step), unnest($1::int[]) with ordinality b(id, k)
     where b.k = 1 + (a.k - 1 + d.step) % cardinality($1::int[])
     on conflict (user_low, user_high) do nothing`,
    [ids, OFFSETS],
  );
  await client.query('drop table if exists bench_pairs');
  await client.query(
    `create temp table bench_pairs as
     select (row_number() over (order by c.id) - 1)::int k, c.id, c.user_low, c.user_high from conversations c
     where c.user_low = any($1::int[]) and c.user_high = any($1::int[])`,
    [ids],
  );
  const { rows: counted } = await client.query<{ pairs: number }>('select count(*)::int pairs from bench_pairs');
  const pairs = counted[0]!.pairs;
  // The indexes that are not constraints go for the bulk insert and are built again from their own
  // definitions; the rows' references are valid by construction, so the foreign-key triggers are skipped.
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.indexname name, i.indexdef definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = 'chat_messages' and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  await client.query('set session_replication_role = replica');
  const text =
    `${pick(OPENERS, 1)} || ', ' || ${pick(TOPICS, 2, 2)} || ' the ' || ${pick(TYPES, 3, 2)} || ' in ' || ${pick(PLACES, 4, 3)}` +
    ` || case when ${unit(5)} < ${RARE.length * 0.003} then ' with a ' || ${pick(RARE, 6)} else '' end` +
    ` || case when ${unit(7)} < 0.3 then ', ksh ' || (10000 + abs(hashint4(n)) % 990000)::text || ' a month' else '' end`;
  await client.query(
    `insert into chat_messages (conversation_id, sender_id, receiver_id, message, created_at)
     select p.id, case when (n / $2::int) % 2 = 0 then p.user_low else p.user_high end,
            case when (n / $2::int) % 2 = 0 then p.user_high else p.user_low end,
            ${text}, now() - interval '90 days' + n * (interval '90 days' / $1::int)
     from generate_series(1, $1::int) n join bench_pairs p on p.k = n % $2::int`,
    [messages, pairs],
  );
  await client.query('set session_replication_role = origin');
  for (const index of indexes) await client.query(index.definition);
  await client.query(
    `update conversations c set last_message_id = m.last, last_message_at = m.at
     from (select conversation_id, max(id) last, max(created_at) at from chat_messages group by conversation_id) m
     where m.conversation_id = c.id`,
  );
  await client.query('vacuum analyze chat_messages');
  await client.query('vacuum analyze conversations');
  return (performance.now() - started) / 1000;
}

/** Each person's conversation partners in the seeded data (the offsets, both ways round). */
export function partnersOf(people: Person[], index: number): Person[] {
  const count = people.length;
  return OFFSETS.flatMap((step) => [people[(index + step) % count]!, people[(index - step + count) % count]!]);
}
