import type { ApiProcess } from './_api-process.js';
import type { Figure } from './_figures.js';
import { storedMessages, type Person } from './_drill-people.js';
import { ReconnectingChat } from './_reconnecting-chat.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * kill -9 one of two API processes while pairs of people chat across them through Redis, then
 * start it again as a supervisor would. Every message a sender was told is stored must be in
 * PostgreSQL exactly once, and every client must end with the whole conversation: live, or
 * reloaded from the history after reconnecting.
 */
export async function killDrill(databaseUrl: string, [one, two]: [ApiProcess, ApiProcess], people: Person[]): Promise<Figure[]> {
  const clients: ReconnectingChat[] = [];
  for (let index = 0; index + 1 < people.length; index += 2) {
    const a = people[index]!;
    const b = people[index + 1]!;
    clients.push(new ReconnectingChat(a.username, b.username, a.token, [one.origin, two.origin]));
    clients.push(new ReconnectingChat(b.username, a.username, b.token, [two.origin, one.origin]));
  }
  await Promise.all(clients.map((client) => client.open()));

  let sending = true;
  const sent = new Set<string>();
  const senders = clients.map(async (client) => {
    for (let seq = 0; sending; seq += 1) {
      const text = `kill:${client.username}:${seq}`;
      sent.add(text);
      await client.send(text);
      await pause(40);
    }
  });

  await pause(3000);
  const killedPid = two.pid();
  await two.kill9();
  await pause(3000);
  await two.start();
  await pause(4000);
  sending = false;
  await Promise.all(senders);
  // Deliveries of the last messages are in flight; clients still dropped are reconnecting.
  const settle = Date.now() + 10_000;
  while (Date.now() < settle && clients.some((client) => !client.connected)) await pause(100);
  await pause(1000);

  const stored = (await storedMessages(databaseUrl)).filter((row) => row.text.startsWith('kill:'));
  const storedTexts = new Set(stored.map((row) => row.text));
  const confirmed = new Set(clients.flatMap((client) => [...client.confirmed]));
  const lost = [...sent].filter((text) => !storedTexts.has(text));
  const missing = clients.flatMap((client) => {
    const known = new Set(client.known.values());
    return stored.filter((row) => (row.sender === client.username && row.receiver === client.partner) || (row.sender === client.partner && row.receiver === client.username)).filter((row) => !known.has(row.text));
  });
  await Promise.all(clients.map((client) => client.close()));
  const reconnects = clients.reduce((sum, client) => sum + client.reconnects, 0);
  return [
    { name: 'kill: chat clients (pairs across the two processes)', value: clients.length },
    { name: 'kill: API process killed with SIGKILL (pid)', value: killedPid },
    { name: 'kill: messages sent', value: sent.size, expected: '> 0', ok: sent.size > 0 },
    { name: 'kill: messages confirmed stored to their sender', value: confirmed.size, expected: '= sent', ok: confirmed.size === sent.size },
    { name: 'kill: messages stored in PostgreSQL', value: stored.length, expected: '= sent', ok: stored.length === sent.size },
    { name: 'kill: messages lost', value: lost.length, expected: '0', ok: lost.length === 0 },
    { name: 'kill: messages stored twice', value: stored.length - storedTexts.size, expected: '0', ok: stored.length === storedTexts.size },
    { name: 'kill: sends retried after a lost acknowledgement', value: clients.reduce((sum, client) => sum + client.resent, 0) },
    { name: 'kill: reconnects', value: reconnects, expected: '> 0', ok: reconnects > 0 },
    { name: 'kill: messages recovered from the history', value: clients.reduce((sum, client) => sum + client.recovered, 0) },
    { name: 'kill: messages missing from a client at the end', value: missing.length, expected: '0', ok: missing.length === 0 },
  ];
}
