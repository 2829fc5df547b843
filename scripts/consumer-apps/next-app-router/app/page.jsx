// A server component: the listings are fetched on the server, on every request, and the card is
// rendered into the HTML; the chat beside it is a client component.
import { createEstateClient } from '@estate/sdk';
import { PropertyCard } from '@estate/react';
import { Chat } from './chat';

export const dynamic = 'force-dynamic';

export default async function Page() {
  const client = createEstateClient({ baseUrl: process.env.ESTATE_API_URL });
  const { results } = await client.properties.all({ pageSize: 1 });
  return (
    <main>
      <PropertyCard property={results[0]} />
      <Chat agent={process.env.ESTATE_AGENT} />
    </main>
  );
}
