import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { type Db, connectDatabase } from './db/connect.js';
import { users } from './db/schema.js';
import { findUserByEmail } from './domain/users.js';

export const MODERATOR_USAGE = `Usage: estate-server moderator <add|remove> EMAIL
       estate-server moderator list

Gives or takes the moderator role (the moderation queue at /moderation, reports and licence checks).
It works on the database of DATABASE_URL, or on the embedded one in the data folder (--data DIR or
ESTATE_DATA_DIR; default ./.estate-data), which a running server holds: stop it first.
The change shows in a running server within a minute (the accounts it has cached).
`;

/** A mistake in a `moderator` command line: printed with the usage, exit code 2. */
export class ModeratorUsageError extends Error {}

export interface ModeratorCommand {
  action: 'add' | 'remove' | 'list';
  email?: string;
  dataDir?: string;
}

/** `moderator add EMAIL`, `moderator remove EMAIL`, `moderator list`, each with an optional `--data DIR`. */
export function parseModeratorCommand(argv: string[]): ModeratorCommand {
  const args = [...argv];
  let dataDir: string | undefined;
  const dataAt = args.indexOf('--data');
  if (dataAt !== -1) {
    dataDir = args[dataAt + 1];
    if (!dataDir) throw new ModeratorUsageError('--data expects a folder');
    args.splice(dataAt, 2);
  }
  const [action, email, ...rest] = args;
  if (action === 'list' && email === undefined) return { action, dataDir };
  if ((action === 'add' || action === 'remove') && email && rest.length === 0) {
    if (!email.includes('@')) throw new ModeratorUsageError(`"${email}" is not an e-mail address`);
    return { action, email, dataDir };
  }
  throw new ModeratorUsageError(action ? `cannot read "moderator ${args.join(' ')}"` : 'moderator needs add, remove or list');
}

/** Runs a parsed command on `db`; resolves with the line to print. Unknown e-mail: rejects with a plain message. */
export async function runModeratorCommand(db: Db, command: ModeratorCommand): Promise<string> {
  if (command.action === 'list') {
    const rows = await db.select({ email: users.email, username: users.username }).from(users).where(eq(users.isModerator, true)).orderBy(asc(users.email));
    return rows.length ? rows.map((row) => `${row.email} (${row.username})`).join('\n') : 'No moderators yet: add one with `estate-server moderator add EMAIL`.';
  }
  const user = await findUserByEmail(db, command.email!);
  if (!user || user.isGuest) throw new Error(`no account has the e-mail ${command.email}`);
  const makeModerator = command.action === 'add';
  if (user.isModerator === makeModerator) return `${user.email} ${makeModerator ? 'is already a moderator' : 'is not a moderator'}; nothing changed.`;
  await db.update(users).set({ isModerator: makeModerator }).where(eq(users.id, user.id));
  return makeModerator ? `${user.email} is now a moderator.` : `${user.email} is no longer a moderator.`;
}

/** The `estate-server moderator ...` command: sets `process.exitCode` (2 for usage, 1 for a refusal). */
export async function moderatorMain(argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(MODERATOR_USAGE);
    return;
  }
  let command: ModeratorCommand;
  try {
    command = parseModeratorCommand(argv);
  } catch (error) {
    if (!(error instanceof ModeratorUsageError)) throw error;
    console.error(`estate-server: ${error.message}\n\n${MODERATOR_USAGE}`);
    process.exitCode = 2;
    return;
  }
  const dataDir = path.resolve(command.dataDir ?? env.ESTATE_DATA_DIR ?? './.estate-data');
  const database = await connectDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { pgliteDir: path.join(dataDir, 'pglite') });
  try {
    console.log(await runModeratorCommand(database.db, command));
  } catch (error) {
    console.error(`estate-server: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
