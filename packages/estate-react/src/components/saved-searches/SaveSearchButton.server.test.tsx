/**
 * A refusal of the real server, read in French: the kit words it by the code the server sends in
 * `Estate-Error-Codes`, with the server's values filled into the French template, never by its
 * English text. The server runs in a worker thread (the SDK's test harness; see its comment).
 */
import { createEstateClient, MAX_SAVED_SEARCHES, memoryStorage, type EstateClient } from '@estate/sdk';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServerThread, type ServerThread } from '../../../../estate-sdk/test/server-thread.js';
import { EstateProvider } from '../../config/EstateProvider.js';
import type { EstateLocale } from '../../messages/index.js';
import { SaveSearchButton } from './SaveSearchButton.js';

let server: ServerThread;
let client: EstateClient;

/** A fresh member, registered and activated, who keeps one saved search fewer than the server allows. */
async function memberNearTheLimit(): Promise<EstateClient> {
  const member = createEstateClient({ baseUrl: server.baseUrl, storage: memoryStorage() });
  const username = `french${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const password = 'lake-victoria-2026';
  await member.auth.register({ username, first_name: 'Test', last_name: 'Member', email, password, re_password: password });
  await member.auth.activate(await server.activationFor(email));
  await member.auth.login({ email, password });
  for (let index = 0; index < MAX_SAVED_SEARCHES - 1; index += 1) await member.savedSearches.create({ name: `Search ${index + 1}`, country: 'KE', min_price: index + 1 });
  return member;
}

beforeAll(async () => {
  server = await startServerThread();
  client = await memberNearTheLimit();
}, 120_000);

afterAll(() => server?.close());
afterEach(cleanup);

function Page({ locale, children }: { locale: EstateLocale; children: ReactNode }) {
  return (
    <EstateProvider client={client} locale={locale}>
      {children}
    </EstateProvider>
  );
}

describe('a server refusal under the fr locale', () => {
  it('shows a refused field in French, under the field', async () => {
    render(
      <Page locale="fr">
        <SaveSearchButton filters={{ country: 'UG' }} defaultName="Search 1" />
      </Page>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la recherche' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer cette recherche' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' })));
    expect(await within(dialog).findByText('Vous avez déjà une recherche enregistrée de ce nom.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Nom' }).getAttribute('aria-invalid')).toBe('true');
  });

  it("reads the saved-search limit in French once the locale switches, the server's {max} filled in", async () => {
    await client.savedSearches.create({ name: 'The last one', country: 'NG' });
    const view = render(
      <Page locale="en">
        <SaveSearchButton filters={{ country: 'UG' }} />
      </Page>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' })));
    // The server's own English, as its body words it.
    const english = `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`;
    expect(await within(dialog).findByText(english)).toBeTruthy();

    view.rerender(
      <Page locale="fr">
        <SaveSearchButton filters={{ country: 'UG' }} />
      </Page>,
    );
    const french = `Vous pouvez garder au plus ${MAX_SAVED_SEARCHES} recherches enregistrées. Supprimez-en une pour en enregistrer une autre.`;
    expect(await screen.findByText(french)).toBeTruthy();
    expect(screen.queryByText(english)).toBeNull();
  });
});
